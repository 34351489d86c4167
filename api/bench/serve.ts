import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * The bench's server process: `hello` is a bare Fastify app with one route (the baseline),
 * `api` the real API. Prints `{"port":N}` once listening on 127.0.0.1, stops on SIGTERM.
 */
async function main(mode: string | undefined) {
  const config = loadConfig();
  const app =
    mode === 'hello'
      ? Fastify({ logger: false })
          .get('/hello', async () => ({ hello: 'world' }))
          // bench/rum.ts's reference for the beacon: the same request, nothing done with it.
          .post('/api/v1/rum', async (_request, reply) => reply.code(204).send())
      : await buildApp(
          {
            ...config,
            logLevel: 'error',
            // Login latency is measured many times in a row; the limits would answer 429.
            rateLimits: { ...config.rateLimits, perIp: 1_000_000, perPair: 1_000_000 },
          },
          { logger: { level: 'error' } },
        );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`,
  );
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
