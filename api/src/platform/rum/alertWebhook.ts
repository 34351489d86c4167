/**
 * The alerting webhook (docs/architecture.md §3.1): every automatic action of the registry — a
 * rollback by the analysis, by the load failures of §3 (server renders included) or by a file
 * changed after publish, and a staged rollout's promotion (§3.3) — and every rollback it held back
 * because the failing sample was not trusted to act on (`hold`: too few networks, or mostly
 * networks first seen after the canary started; platform/visitorNetworks.ts) is POSTed as JSON to
 * `ALERT_WEBHOOK_URL`, signed like GitHub's webhooks — `X-Mealprep-Signature: sha256=<HMAC-SHA256
 * of the raw body with ALERT_WEBHOOK_SECRET>` — so the receiver can check it came from this shop.
 * Sent once, with a 5 s timeout; a failure is logged, never retried.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RumEvidence } from '@mealprep/shared/releases/contracts';
import type { RemoteName } from '../remotes';

export const SIGNATURE_HEADER = 'x-mealprep-signature';

/** What decided an automatic action. */
export type AlertCause = 'analysis' | 'rollout' | 'load_failures' | 'integrity';

export interface AlertEvent {
  /** `hold`: the canary failed on numbers the registry did not act on; it is still running. */
  action: 'auto_rollback' | 'promote' | 'hold';
  cause: AlertCause;
  remote: RemoteName;
  /** The version rolled back or promoted. */
  version: string;
  /** What visitors get now (null: the working tree's build). */
  to: string | null;
  /** The audit trail's reason. */
  reason: string;
  /**
   * The analysis (analysis, rollout), the counts and the networks they came from (load_failures)
   * or the changed file (integrity).
   */
  evidence:
    | RumEvidence
    | (RumEvidence & SampleNetworks)
    | ({
        failures: number;
        attempts: number;
        ratePercent: number;
        thresholdPercent: number;
      } & SampleNetworks)
    | { file: string };
}

/** How many networks a sample came from, and how many of them the shop knew before the canary. */
export interface SampleNetworks {
  networks: number;
  knownNetworks: number;
}

/** Called after an automatic action, once its transaction committed. */
export type AlertNotice = (event: AlertEvent) => void;

export const noAlerts: AlertNotice = () => {};

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function alertWebhook(
  config: { url: string | null; secret: string | null },
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): AlertNotice {
  return (event) => {
    const { url, secret } = config;
    if (!url || !secret) return;
    const body = JSON.stringify({ ...event, at: new Date().toISOString() });
    void fetchImpl(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => {
        if (!response.ok) log.warn({ status: response.status }, 'alert webhook refused the alert');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'alert webhook unreachable'));
  };
}
