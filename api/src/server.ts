import { buildApp, type StartingAdmin } from './app';
import { checkConfig, ConfigError, loadConfig, publicOriginOf } from './config';
import { generatedPasswordNotice, readyBlock } from './readyBlock';

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
  const started: { admin: StartingAdmin | null } = { admin: null };
  // A start that fails after creating the admin still shows its generated password, once.
  const failed = (error: unknown): never => {
    const { admin } = started;
    if (admin?.generatedPassword) {
      process.stderr.write(generatedPasswordNotice(admin.email, admin.generatedPassword));
    }
    throw error;
  };
  const app = await buildApp(config, {
    // At a terminal the log goes through process.stdout, written as it comes (synchronous there),
    // so the ready block below follows every start-up line; elsewhere pino's asynchronous stream.
    logger: process.stdout.isTTY ? { level: config.logLevel, stream: process.stdout } : undefined,
    onAdmin: (admin) => {
      started.admin = admin;
    },
  }).catch(failed);

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

  await app.listen({ port: config.port, host: config.host }).catch(failed);
  // The lines a person reads among the JSON log: the address to open (pages asked for under
  // another name are sent there, so sessions and payments agree), the admin, the mails.
  process.stdout.write(
    readyBlock({
      url: publicOriginOf(config),
      publicOriginSet: config.publicOrigin !== null,
      adminEmail: started.admin?.email ?? null,
      generatedPassword: started.admin?.generatedPassword ?? null,
      mailDriver: config.mail.driver,
    }),
  );
  started.admin = null;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
