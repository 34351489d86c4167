/**
 * `npm run bench:suggest -w api`: address line 1 suggestions (docs/architecture.md §7, budget p95 ≤ 20 ms).
 *
 *  1. the gazetteer in process: every query of the mix 200 times, per-call latency;
 *  2. `GET /api/v1/address/suggest` over HTTP on loopback (the real API process, PGlite),
 *     sequential requests on one keep-alive connection, p50 / p95 / p99 from send to last byte.
 *
 * Results are printed and written to bench-results/suggest.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GazetteerSuggester } from '../src/address/gazetteer';
import { percentile, REPO_ROOT, request, round, startServer } from './load';

/** What customers type: postcodes, their first digits, places, streets with places. */
const QUERIES = [
  '47400',
  '504',
  '8',
  'Shah Alam',
  'petaling j',
  'Kota Kinabalu',
  '12 Jalan SS2/24, Petaling Jaya',
  'No 5, Jalan Telawi 3, Bangsar, 59100 Kuala Lumpur',
  'Jalan Bukit Bintang 55100',
  'Lot 3 Jalan Besar, Kuala Terengganu',
  'Jalan Ampang',
  'Selangor',
  'Jalan Tun Razak',
  'zzz qqq',
];

function stats(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: round(percentile(sorted, 50), 3),
    p95_ms: round(percentile(sorted, 95), 3),
    p99_ms: round(percentile(sorted, 99), 3),
    max_ms: round(sorted[sorted.length - 1] ?? NaN, 3),
  };
}

async function main() {
  const started = performance.now();
  const gazetteer = new GazetteerSuggester();
  const loadMs = performance.now() - started;
  const inProcess: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    for (const q of QUERIES) {
      const before = performance.now();
      gazetteer.suggestNow(q, 10);
      inProcess.push(performance.now() - before);
    }
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-bench-suggest-'));
  const server = await startServer('api', { DATA_DIR: dataDir });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const overHttp: number[] = [];
  try {
    for (let round = 0; round < 60; round += 1) {
      for (const q of QUERIES) {
        const before = performance.now();
        const reply = await request(
          agent,
          server.port,
          'GET',
          `/api/v1/address/suggest?q=${encodeURIComponent(q)}`,
        );
        if (reply.status !== 200)
          throw new Error(`suggest answered ${reply.status}: ${reply.body}`);
        if (round >= 10) overHttp.push(performance.now() - before);
      }
    }
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const result = {
    date: new Date().toISOString(),
    gazetteer: { ...gazetteer.size, load_ms: round(loadMs, 1) },
    in_process: stats(inProcess),
    http: stats(overHttp),
    budget_p95_ms: 20,
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'suggest.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (result.http.p95_ms > 20) process.exitCode = 1;
}

void main();
