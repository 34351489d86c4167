// What the release CLI prints (docs/architecture.md §3 and §3.1): status, history and the canary
// analysis, as plain text for a terminal.
import { formatRollout } from './releaseRollout.mjs';

export function formatStatus(status) {
  const lines = [];
  for (const remote of status) {
    const pinned = remote.pinned ?? '(dist build, nothing pinned)';
    lines.push(`${remote.remote.padEnd(14)} pinned ${pinned}`);
    if (remote.staging) lines.push(`${''.padEnd(14)} staging ${remote.staging}`);
    if (remote.canary) {
      const c = remote.canary;
      lines.push(
        `${''.padEnd(14)} canary ${c.version} to ${c.percent} % — ${c.failures} failures of ${c.loads + c.failures} loads (rollback above ${c.failureThreshold} % of ≥ ${c.minLoads})`,
      );
      if (c.rollout) lines.push(...formatRollout(c.rollout, ''.padEnd(14)));
    }
    for (const v of remote.versions) {
      lines.push(
        `${''.padEnd(14)}   ${v.version.padEnd(16)} loads ${String(v.loads).padStart(5)}  failures ${String(v.failures).padStart(4)}  ${v.publishedAt}${v.baseUrl ? `  at ${v.baseUrl}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

export function formatHistory(events) {
  return events
    .map(
      (e) =>
        `${e.at}  ${(e.environment ?? 'production').padEnd(10)} ${e.action.padEnd(13)} ${(e.from ?? '-').padEnd(12)} → ${(e.to ?? '-').padEnd(12)} ${(e.actor ?? 'registry').padEnd(24)} ${e.reason}`,
    )
    .join('\n');
}

const METRIC_NAMES = {
  lcp: 'LCP p75',
  inp: 'INP p75',
  cls: 'CLS p75',
  errors: 'error rate',
  loadFailures: 'load failures',
  ssrFailures: 'SSR failures',
};

function value(metric, number) {
  if (number === null) return '—';
  if (metric.kind === 'rate') return `${(number * 100).toFixed(2)} %`;
  return metric.metric === 'cls' ? number.toFixed(3) : `${Math.round(number)} ms`;
}

const pValue = (p) => (p === null ? '—' : p < 0.001 ? p.toExponential(1) : p.toPrecision(2));

/** The analysis as `/admin/releases` shows it: verdicts with their numbers, then the hours. */
export function formatAnalysis(a) {
  const lines = [];
  if (a.canary) {
    lines.push(
      `${a.remote}: canary ${a.canary.version} (${a.canary.percent} % of visitors, since ${a.canary.since}) against stable ${a.stable}`,
    );
    lines.push(
      `verdict ${(a.verdict ?? 'none').toUpperCase()}, score ${a.score ?? '—'} / 100 (a metric is judged from ${a.minSample} measurements per version)`,
    );
    lines.push('');
    lines.push(
      `${'metric'.padEnd(14)} ${'canary'.padEnd(24)} ${'stable'.padEnd(24)} ${'p-value'.padEnd(9)} verdict`,
    );
    for (const m of a.metrics) {
      const side = (s) => `${value(m, s.value)} (n = ${s.n})`.padEnd(24);
      lines.push(
        `${METRIC_NAMES[m.metric].padEnd(14)} ${side(m.canary)} ${side(m.stable)} ${pValue(m.p).padEnd(9)} ${m.verdict}`,
      );
    }
  } else {
    lines.push(`${a.remote}: no canary running; stable ${a.stable}, the last 24 hours`);
  }
  if (a.series.length === 0) {
    lines.push('', 'no real-user measurements in this window yet');
    return lines.join('\n');
  }
  const versions = a.canary ? [a.stable, a.canary.version] : [a.stable];
  lines.push('', `per hour (${versions.join(' | ')}):`);
  const hours = [...new Set(a.series.map((point) => point.hour))];
  for (const hour of hours) {
    const at = (version) => a.series.find((p) => p.hour === hour && p.version === version);
    const cell = (pick) => versions.map((version) => pick(at(version))).join(' | ');
    const ms = (n) => (n === null || n === undefined ? '—' : `${n} ms`);
    const rate = (p) => (p?.errorRate == null ? '—' : `${(p.errorRate * 100).toFixed(2)} %`);
    lines.push(
      `${hour}  views ${cell((p) => p?.views ?? 0)}  errors ${cell(rate)}  LCP ${cell((p) => ms(p?.lcp))}  INP ${cell((p) => ms(p?.inp))}`,
    );
  }
  return lines.join('\n');
}
