/**
 * The alerting webhook (docs/architecture.md §3.1): on an automatic action — a rollback by the
 * analysis, a staged rollout's promotion (§3.3) — the registry POSTs a
 * JSON body to `ALERT_WEBHOOK_URL`, signed like GitHub's webhooks — `X-Mealprep-Signature:
 * sha256=<HMAC-SHA256 of the raw body with ALERT_WEBHOOK_SECRET>` — so the receiver can check it
 * came from this shop. Sent once, with a 5 s timeout; a failure is logged, never retried.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisNotice } from './canaryAnalyst';

export const SIGNATURE_HEADER = 'x-mealprep-signature';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function alertWebhook(
  config: { url: string | null; secret: string | null },
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): AnalysisNotice {
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
