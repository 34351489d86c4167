import { resolve } from 'node:path';
import { startShop } from '../../scripts/shop.mjs';

export const repoRoot = resolve(__dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseUrl = `http://localhost:${E2E_PORT}`;
export const ADMIN_EMAIL = 'admin.e2e@mealprep.my';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd!';

let shop: Awaited<ReturnType<typeof startShop>> | null = null;

export async function startE2eShop(): Promise<void> {
  shop = await startShop({
    port: E2E_PORT,
    // The account spec creates a paid order through POST /api/test/orders.
    // A test kitchen's halal certificate, so the footer and About page show one (docs/spec.md §3).
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      E2E_FIXTURES: '1',
      HALAL_CERT_BODY: 'JAKIM',
      HALAL_CERT_NUMBER: 'E2E-TEST-0001',
      HALAL_CERT_EXPIRES: '2099-12-31',
      // An SST-registered shop, so the browser sees the tax line of the price summary (a shop
      // without SHOP_SST_NO charges none: api/src/receipts/sst.test.ts).
      SHOP_SST_NO: 'W10-1808-32000123',
      // The render budget guards a shop's response time; this machine also runs Chromium and the
      // build on two cores, so a page that renders in 20 ms can take longer now and then. The
      // budget's own fallback is tested in api/src/ssr/renderShop.test.ts.
      SSR_RENDER_BUDGET_MS: '2000',
      // Likewise the load shedding: a busy test machine is not a crowd of customers, and a 503
      // for its own delay would fail a test of something else (api/src/security/load-shedding
      // tests the shedding; the deployment test runs with the defaults).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // The sandbox courier's minutes pass in 100 ms each, so the day's deliveries are picked up
      // and dropped off within the test (specs/full-day.e2e.ts); the pace is the only difference.
      // Not faster: with pickup and drop-off 0.6 s apart, a loaded machine's queue ran both events
      // in one poll, the drop-off first, and the customer rightly heard only of the delivery.
      COURIER_SANDBOX_SECONDS_PER_MINUTE: '0.1',
    },
  });
}

export async function stopE2eShop(): Promise<void> {
  await shop?.stop();
  shop = null;
}
