/**
 * A second API process for the renewal property test (subscriptions/renewals.property.test.ts):
 * the real app, built from the parent test's configuration on the same PostgreSQL database, with
 * its own connections, that runs the renewal run when the parent asks. Not a server: it takes
 * one command per line on stdin, `{"at": "<ISO instant>", "crash": false}`, moves its clock to the
 * instant (the scheduler's seam: the run is given its `now`, and everything it calls reads the
 * same clock), answers `{"started": true}`, runs, and answers one JSON line: `{"ok": true,
 * "worked": <weeks' steps it took>}`, `{"died": true}` when `crash` made the gateway's charge go
 * through and the process "die" before recording it, or `{"error": "…"}`.
 */
import readline from 'node:readline';
import { shiftDate } from '../../../scripts/clock/shiftClock.mjs';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { SavedMethodGateway } from '../checkout/gateways';
import { Renewals } from '../subscriptions/renewals';

const DIED = 'died between the charge and its record';

async function main() {
  const given = process.env.RENEWAL_RUNNER_CONFIG;
  if (!given) throw new Error('RENEWAL_RUNNER_CONFIG names no configuration');
  const config = JSON.parse(given) as AppConfig;
  if (!config.databaseUrl) throw new Error('a second process needs a PostgreSQL server');
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const options = app.renewals.options;
  const real = options.savedMethods;
  const crashing: SavedMethodGateway | null = real && {
    provider: real.provider,
    startSetup: (kind) => real.startSetup(kind),
    async chargeSaved(input) {
      await real.chargeSaved(input);
      throw new Error(DIED);
    },
  };
  const answer = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
  answer({ ready: true });
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const command = JSON.parse(line) as { at: string; crash: boolean };
    // From the machine's clock: `Date` is already moved after the first command.
    shiftDate(new Date(command.at).getTime() - (performance.timeOrigin + performance.now()));
    answer({ started: true });
    try {
      const savedMethods = command.crash ? crashing : real;
      const report = await new Renewals({ ...options, savedMethods }).runDue(new Date(command.at));
      const charges = Object.values(report.charges).reduce((sum, n) => sum + n, 0);
      const worked =
        report.ordersCreated + report.payLinks + charges + report.reminders + report.released;
      answer({ ok: true, worked });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      answer(message === DIED ? { died: true } : { error: message });
    }
  }
  await app.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`renewal runner: ${String(error)}\n`);
  process.exit(1);
});
