import { buildApp } from './app';
import { checkConfig, ConfigError, loadConfig, publicOriginOf } from './config';

/** Loads the configuration, builds the app, listens, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
    await checkConfig(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A second signal, or a close that hangs, ends the process anyway.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  // One line a person reads among the JSON log: the address to open. Pages asked for under
  // another name (127.0.0.1, the LAN address) are sent there, so sessions and payments agree.
  const origin = publicOriginOf(config);
  process.stdout.write(
    config.publicOrigin
      ? `\nMealPrep MY is open at ${origin}\n\n`
      : `\nMealPrep MY is open at ${origin} — open this address (PUBLIC_ORIGIN is not set; pages asked for under another host name are sent here)\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
