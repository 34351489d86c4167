import { buildTestApp, registerCustomer, SETUP_TIMEOUT, type TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t.close();
}, SETUP_TIMEOUT);

/** A customer with a pickup order placed and its sandbox payment page's path. */
async function pendingPayment() {
  const customer = await registerCustomer(t.app);
  const headers = { cookie: customer.cookie };
  const menu = (await t.app.inject({ url: '/api/v1/menu?per_page=3' })).json<{
    data: { id: number }[];
  }>().data;
  // Two dishes, forty of each: a total above RM 1,000, so the thousands separator shows.
  for (const dish of menu.slice(0, 2)) {
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/store',
      headers,
      payload: { plan_id: dish.id, plan_type: 'RECIPE', size: 'L', quantity: 40 },
    });
    expect(stored.statusCode).toBe(200);
  }
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/quote',
    headers,
    payload: { delivery_method: 'pickup' },
  });
  const { delivery_options: options, total } = quote.json<{
    data: { delivery_options: { date: string; slots: string[] }; total: string };
  }>().data;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...headers, 'idempotency-key': `sandbox-page-${Date.now()}` },
    payload: {
      delivery_method: 'pickup',
      packaging_method: 'vacuum',
      delivery_date: options.date,
      delivery_time: options.slots[0],
    },
  });
  expect(placed.statusCode).toBe(201);
  const url = new URL(placed.json<{ data: { payment_url: string } }>().data.payment_url);
  return { headers, path: url.pathname, total };
}

describe('the sandbox payment page', () => {
  it('shows the amount as RM 1,234.50 would be shown everywhere, and speaks Malay for ms-MY', async () => {
    const { headers, path, total } = await pendingPayment();
    const [whole = '', sen = ''] = total.split('.');
    const shown = `RM ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${sen}`;
    expect(Number(whole)).toBeGreaterThanOrEqual(1000);

    const english = await t.app.inject({ url: path, headers });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<dt>Amount</dt><dd>${shown}</dd>`);
    expect(english.body).toContain(`Pay ${shown}`);

    const malay = await t.app.inject({
      url: path,
      headers: { ...headers, 'accept-language': 'ms-MY' },
    });
    expect(malay.body).toContain('<html lang="ms">');
    expect(malay.body).toContain(`<dt>Pesanan</dt>`);
    expect(malay.body).toContain(`<dt>Jumlah</dt><dd>${shown}</dd>`);
    expect(malay.body).toContain(`Bayar ${shown}`);
    expect(malay.body).not.toMatch(/<dt>(Order|Amount)<\/dt>/);
  });

  it('is styled by its own sheet, allowed by this answer’s nonce and no inline rule', async () => {
    const { headers, path } = await pendingPayment();
    const first = await t.app.inject({ url: path, headers });
    const second = await t.app.inject({ url: path, headers });
    const nonces = [first, second].map((answer) => {
      const policy = String(answer.headers['content-security-policy']);
      const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
      expect(answer.body).toContain(`<style nonce="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
