import { checkConfig, ConfigError, loadConfig } from '../config';
import { openDatabase } from './index';
import { seedDatabase } from './seed';

/**
 * `npm run db:migrate -w api` applies the committed migrations; `npm run db:seed -w api` also
 * (re)runs the idempotent seed. Both fail loudly: any error exits non-zero.
 */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('usage: cli.ts migrate|seed');
  }
  const config = loadConfig();
  await checkConfig(config);
  const database = await openDatabase(config);
  try {
    process.stdout.write(`migrated (${database.driver})\n`);
    if (command === 'seed') {
      const result = await seedDatabase(database.db, config);
      process.stdout.write(
        `seeded: ${result.questionsAdded} question types, ${result.optionsAdded} options, ${result.sectionsAdded} page sections, ${result.recipesAdded} recipes, ${result.dishesAdded} dishes, ${result.bundlesAdded} bundles, ${result.fixedMealPlansAdded} fixed meal plans added\n`,
      );
      if (result.admin) {
        process.stdout.write(`created admin ${result.admin.email}\n`);
        if (result.admin.generatedPassword) {
          process.stdout.write(
            `generated admin password (shown once): ${result.admin.generatedPassword}\n`,
          );
        }
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  const message =
    error instanceof ConfigError || !(error instanceof Error) ? String(error) : error.stack;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
