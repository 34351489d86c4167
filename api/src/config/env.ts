/** Reading environment variables: each bad value stops start-up with its variable's name. */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

export function flag(env: Env, name: string): boolean {
  const raw = optional(env, name);
  if (raw === null || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(name, `must be 1/true or 0/false, got "${raw}"`);
}

export function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an origin such as https://shop.example.my, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${raw}"`);
  }
  return url.origin;
}

export function requiredWith(env: Env, name: string, driver: string): string {
  const value = optional(env, name);
  if (!value) throw new ConfigError(name, `is required when the driver is ${driver}`);
  return value;
}
