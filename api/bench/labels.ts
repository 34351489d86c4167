/**
 * `npm run bench:labels -w api`: 500 pack labels as a PDF (docs/kitchen.md, budget: ≤ 3 s for
 * 500), in both formats — A4 label sheets and the 62 mm roll — each label with its QR code, the
 * seeded dishes' own names, nutrition, allergens, storage and reheating words, half in Malay.
 * BENCH_LABELS sets the count (default 500), BENCH_LABELS_RUNS the runs per format (default 5,
 * after one warm-up); the worst run of each format is what the budget holds. Results are printed
 * and written to bench-results/labels.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DISHES } from '../src/db/seed-data/catalog';
import { dishDetails } from '../src/db/seed-data/dishDetails';
import { labelsPdf, LABEL_FORMATS } from '../src/labels/pdf';
import type { PackLabel } from '../src/labels/packs';
import { REPO_ROOT, round } from './load';

const COUNT = Number(process.env.BENCH_LABELS ?? 500);
const RUNS = Number(process.env.BENCH_LABELS_RUNS ?? 5);
const BUDGET_MS = 3000;

const labels: PackLabel[] = Array.from({ length: COUNT }, (_, index) => {
  const dish = DISHES[index % DISHES.length];
  if (!dish) throw new Error('no seeded dishes');
  const locale = index % 2 === 0 ? 'ms-MY' : 'en-US';
  const details = dishDetails(dish.code);
  const size = index % 3 === 0 ? 'S' : 'L';
  const orderNo = `MP-20261125-${(0xa0000 + Math.floor(index / 6)).toString(16).toUpperCase()}5E4D3C`;
  return {
    locale,
    code: `${orderNo}-${String((index % 6) + 1).padStart(2, '0')}`,
    no: (index % 6) + 1,
    count: 6,
    name: dish.name[locale],
    size,
    meal: null,
    components: null,
    firstName: index % 4 === 0 ? 'Nurul Aisyah' : 'Siti',
    orderNo,
    deliveryMethod: index % 5 === 0 ? 'pickup' : 'deliver',
    deliveryDate: '2026-11-26',
    packedOn: '2026-11-25',
    useBy: '2026-12-02',
    macros: dish.sizes[size],
    allergens: dish.allergens,
    halal: dish.halal,
    storage: details.storage[locale],
    reheating: details.reheating[locale],
  };
});

async function main() {
  const results: Record<
    string,
    { worstMs: number; medianMs: number; bytes: number; pages: number }
  > = {};
  for (const format of LABEL_FORMATS) {
    await labelsPdf(labels.slice(0, 20), format, 'warm-up', 'en-US');
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const began = performance.now();
      const pdf = await labelsPdf(labels, format, 'Labels', 'en-US');
      times.push(performance.now() - began);
      bytes = pdf.length;
    }
    times.sort((a, b) => a - b);
    const worst = times.at(-1) ?? 0;
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const pages = format === 'roll' ? COUNT : Math.ceil(COUNT / 8);
    results[format] = { worstMs: round(worst), medianMs: round(median), bytes, pages };
    console.log(
      `${COUNT} labels, ${format === 'sheet' ? 'A4 sheets (2 × 4)' : '62 mm roll'}: median ${median.toFixed(0)} ms   worst ${worst.toFixed(0)} ms   (${pages} pages, ${(bytes / 1024).toFixed(0)} KiB; budget ≤ ${BUDGET_MS} ms) ${worst <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  const file = path.join(REPO_ROOT, 'bench-results', 'labels.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ count: COUNT, runs: RUNS, results }, null, 2)}\n`);
  if (Object.values(results).some((result) => result.worstMs > BUDGET_MS)) process.exitCode = 1;
}

void main();
