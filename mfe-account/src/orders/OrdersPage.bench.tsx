/** @jest-environment <rootDir>/../jest.env.web.js */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cleanup, screen } from '@testing-library/react';
import type { OrderListItem } from '@mealprep/shared/orders/contracts';
import { renderAuthPage } from '../testing/renderAuthPage';
import { startTestApi } from '../testing/testApi';

/**
 * The budget: with 200 orders, `/account/my-order` shows its first page within 100 ms of
 * the answer arriving. Measured from the moment the (local HTTP) API sends the answer to the
 * moment the list is in the document, for the real page size and, as a worst case, for all 200
 * orders on one page. `npm run bench:orders` (Jest in jsdom, outside `npm test`) prints the figures
 * and writes them to bench-results/orders-render.json.
 */
const TOTAL = 200;
const RUNS = 5;

const orders: OrderListItem[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: TOTAL - index,
  order_no: `MP-20261121-${String(TOTAL - index).padStart(6, '0')}`,
  status: (['paid', 'delivered', 'cancelled', 'payment_pending'] as const)[index % 4] ?? 'paid',
  created_at: new Date(Date.UTC(2026, 10, 21) - index * 3_600_000).toISOString(),
  delivery_date: '2026-11-24',
  delivery_time: '13:00',
  delivery_method: index % 5 === 0 ? 'pickup' : 'deliver',
  total: `${(40 + index * 1.35).toFixed(2)}`,
  item_count: 1 + (index % 6),
  pay_by: null,
  payable: false,
  cancel_reason: null,
}));

async function measure(perPageOverride: number | null): Promise<number> {
  let sentAt = 0;
  const api = await startTestApi({
    'GET /api/v1/orders': ({ query }) => {
      const perPage = perPageOverride ?? Number(query.get('per_page'));
      sentAt = performance.now();
      return {
        status: 200,
        body: {
          data: orders.slice(0, perPage),
          meta: { page: 1, per_page: perPage, total: TOTAL },
        },
      };
    },
  });
  let shownAt = 0;
  const observer = new MutationObserver(() => {
    if (!shownAt && document.querySelector('ol[aria-label] article')) shownAt = performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    renderAuthPage('/account/my-order', { locale: 'en-US', baseURL: api.baseURL });
    await screen.findByRole('list', { name: `${TOTAL} orders` }, { timeout: 5000 });
    return shownAt - sentAt;
  } finally {
    observer.disconnect();
    cleanup();
    await api.close();
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    runs: sorted.length,
    median_ms: Number((sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(1)),
    max_ms: Number((sorted[sorted.length - 1] ?? NaN).toFixed(1)),
  };
}

it('measures the first page of 200 orders after the answer arrives', async () => {
  await measure(null); // warm-up: first render compiles styles and loads the page chunk
  const firstPage: number[] = [];
  const allOnOnePage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    firstPage.push(await measure(null));
    allOnOnePage.push(await measure(TOTAL));
  }
  const result = {
    date: new Date().toISOString(),
    orders: TOTAL,
    first_page_of_10: summary(firstPage),
    all_200_on_one_page: summary(allOnOnePage),
    budget_ms: 100,
  };
  const out = path.resolve(__dirname, '../../../bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'orders-render.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `/account/my-order with ${TOTAL} orders, ${RUNS} runs: first page of 10 shown ` +
      `${result.first_page_of_10.median_ms} ms after the answer (median; max ` +
      `${result.first_page_of_10.max_ms} ms; budget 100 ms); all ${TOTAL} on one page ` +
      `${result.all_200_on_one_page.median_ms} ms (max ${result.all_200_on_one_page.max_ms} ms)`,
  );
}, 60_000);
