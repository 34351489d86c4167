import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/** `<dataDir>/secrets/`: owner-only, like the files in it. */
export function secretsDir(dataDir: string): string {
  return path.join(dataDir, 'secrets');
}

/**
 * The installation's own random secret called `name`: read from `<dataDir>/secrets/<name>`, or
 * generated (32 random bytes, hex) and written there with mode 0600 on the first start. The
 * file is created exclusively, so two processes starting together on one data directory end
 * up with the same secret (the loser reads the winner's file).
 */
export function installationSecret(dataDir: string, name: string): string {
  const dir = secretsDir(dataDir);
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const existing = readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readSecret(file);
    if (raced) return raced;
    throw new Error(`${file} exists but holds no secret; delete it to generate a new one`);
  }
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  return secret.length >= 32 ? secret : null;
}

/**
 * The configuration with every secret the operator left unset filled in from the data
 * directory: the sandbox gateway's and the sandbox courier's signing secrets.
 */
export function withInstallationSecrets(config: AppConfig): AppConfig {
  let filled = config;
  if (filled.payment.driver === 'sandbox' && filled.payment.secret === null) {
    filled = {
      ...filled,
      payment: {
        ...filled.payment,
        secret: installationSecret(filled.dataDir, 'payment-sandbox.key'),
      },
    };
  }
  if (filled.courier.driver === 'local' && !filled.courier.webhookSecret) {
    filled = {
      ...filled,
      courier: {
        ...filled.courier,
        webhookSecret: installationSecret(filled.dataDir, 'courier-sandbox.key'),
      },
    };
  }
  return filled;
}
