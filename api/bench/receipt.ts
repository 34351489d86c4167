/**
 * `npm run bench:receipt -w api`: the tax receipt PDF and the order e-mail (docs/architecture.md
 * §7.2, budget: receipt p95 ≤ 200 ms).
 *
 *  1. `receiptPdf` for an order of 12 lines, 200 times after 10 warm-up runs: p50 / p95 / max;
 *  2. the order confirmation e-mail (React Email, HTML and text parts), the same way.
 *
 * Results are printed and written to bench-results/receipt.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { priceSummary } from '@mealprep/shared/checkout';
import { priceRows } from '../src/mail/order-mails';
import { renderMail } from '../src/mail/render';
import { OrderConfirmation } from '../src/mail/templates/order-mails';
import type { OrderMailData } from '../src/mail/templates/order-parts';
import { receiptPdf, type ReceiptData } from '../src/receipts/pdf';
import { percentile, REPO_ROOT, round } from './load';

const RUNS = 200;
const WARM_UP = 10;

const lines = Array.from({ length: 12 }, (_, i) => ({
  name: `Ayam percik with turmeric rice, large (${i + 1})`,
  quantity: (i % 3) + 1,
  unit: 'RM 21.90',
  amount: `RM ${(21.9 * ((i % 3) + 1)).toFixed(2)}`,
}));

const receipt: ReceiptData = {
  locale: 'ms-MY',
  shop: {
    legalName: 'MealPrep Sdn. Bhd.',
    registrationNo: '202401012345 (1551234-K)',
    sstNo: 'W10-2401-32000123',
    address: ['Lot 5, Jalan Kilang', '46000 Petaling Jaya, Selangor'],
  },
  receiptNo: 'R-20261125-ABCDEF1234',
  orderNo: 'MP-20261125-ABCDEF1234',
  paidAt: '25 November 2026, 14:05',
  paymentRef: 'sbx_0123456789abcdef',
  provider: 'sandbox',
  billedTo: ['Siti Aminah', 'siti@example.my', 'Jalan SS 15/4', '47500 Subang Jaya'],
  lines,
  // Every line of a self-pickup order of RM 525.60 (total RM 558.15), as the shop draws them.
  prices: priceRows(
    'ms-MY',
    priceSummary({ subtotalSen: 52_560, deliverySen: 0, voucher: null, pointsBalance: 120 }).lines,
    (key) => (key === 'tax' ? 'SST 6% atas RM 525.60' : undefined),
  ),
  refundDue: false,
};

const mail: OrderMailData = {
  locale: 'ms-MY',
  name: 'Siti',
  orderNo: receipt.orderNo,
  method: 'deliver',
  date: 'Jumaat, 27 November 2026',
  time: '12:00',
  address: ['Siti Aminah', 'Jalan SS 15/4', '47500 Subang Jaya'],
  lines: lines.map((line) => ({ ...line, servings: 1 })),
  prices: receipt.prices,
  total: 'RM 558.15',
  points: 558,
  orderUrl: 'https://shop.example.my/ms-MY/account/my-order/1',
  receiptUrl: 'https://shop.example.my/api/v1/orders/1/receipt.pdf?token=x',
  preferencesUrl: 'https://shop.example.my/ms-MY/account/profile',
};

async function measure(name: string, work: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = {
    name,
    runs: RUNS,
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(times.at(-1) ?? 0),
  };
  console.log(`${name}: p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms`);
  return result;
}

async function main() {
  const size = (await receiptPdf(receipt)).length;
  console.log(`receipt PDF: ${size} bytes, ${lines.length} lines`);
  const results = [
    await measure('receipt PDF (pdfkit)', () => receiptPdf(receipt)),
    await measure('order confirmation e-mail (React Email, HTML + text)', () =>
      renderMail(OrderConfirmation({ order: mail })),
    ),
  ];
  const budget = (results[0]?.p95_ms ?? Infinity) <= 200;
  console.log(`receipt budget p95 ≤ 200 ms: ${budget ? 'met' : 'NOT met'}`);
  const out = path.join(REPO_ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'receipt.json'),
    `${JSON.stringify({ cpus: os.cpus().length, node: process.version, results }, null, 2)}\n`,
  );
}

void main();
