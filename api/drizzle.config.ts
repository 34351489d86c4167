import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` writes a new migration into drizzle/ from the tables, src/db/tables/*.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables/*.ts'],
  out: './drizzle',
  strict: true,
});
