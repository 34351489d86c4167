import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  distanceKm,
  KITCHEN,
  LalamoveCourier,
  lalamoveSignature,
  LocalCourier,
  windowAvailability,
} from './courier';
import { BillplzGateway, billplzSignature, SandboxGateway, sandboxSignature } from './gateways';

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

/** A real HTTP server on a free port that records requests and answers `reply`. */
async function recorder(reply: (body: string) => { status: number; json: unknown }) {
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] =
    [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      const answer = reply(body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Billplz X-Signature (documented algorithm)', () => {
  const key = 'S-s7b6H2qKvLxpZGBmXjrQ';
  // The callback of Billplz's API reference and the source string its algorithm builds:
  // key+value pairs sorted case-insensitively, joined with "|", x_signature left out.
  const callback = {
    id: 'W_79pJDk',
    collection_id: '599',
    paid: 'true',
    state: 'paid',
    amount: '200',
    paid_amount: '200',
    due_at: '2020-12-31',
    email: 'api@billplz.com',
    mobile: '+60112223333',
    name: 'MICHAEL API V3',
    url: 'http://www.billplz.com/bills/W_79pJDk',
    paid_at: '2015-03-09 16:23:59 +0800',
  };
  const source =
    'amount200|collection_id599|due_at2020-12-31|emailapi@billplz.com|idW_79pJDk|mobile+60112223333|nameMICHAEL API V3|paid_amount200|paid_at2015-03-09 16:23:59 +0800|paidtrue|statepaid|urlhttp://www.billplz.com/bills/W_79pJDk';

  it('signs the documented source string', () => {
    expect(billplzSignature(key, callback)).toBe(hmac(key, source));
    expect(billplzSignature(key, { ...callback, x_signature: 'ignored' })).toBe(hmac(key, source));
  });

  it('sorts case-insensitively', () => {
    expect(billplzSignature(key, { B: '1', a: '2', C: '3' })).toBe(hmac(key, 'a2|B1|C3'));
  });

  const gateway = new BillplzGateway({
    baseUrl: 'https://www.billplz-sandbox.com',
    apiKey: 'k',
    collectionId: 'c',
    xSignatureKey: key,
  });

  it('verifies a signed callback and reads paid and the amount in sen', () => {
    const signed = { ...callback, x_signature: hmac(key, source) };
    expect(gateway.verifyCallback(signed)).toMatchObject({
      providerRef: 'W_79pJDk',
      paid: true,
      amountSen: 200,
    });
  });

  it.each([
    ['a wrong signature', { ...callback, x_signature: hmac('other', source) }],
    ['a changed amount', { ...callback, amount: '1', x_signature: hmac(key, source) }],
    ['no signature', callback],
    ['a non-string field', { ...callback, amount: 200, x_signature: hmac(key, source) }],
  ])('refuses %s', (_label, fields) => {
    expect(gateway.verifyCallback(fields)).toBeNull();
  });

  it('creates a bill (Basic auth, form fields, amount in sen) and answers its id and url', async () => {
    const server = await recorder(() => ({
      status: 200,
      json: { id: '8X0Iyzaw', url: 'https://www.billplz-sandbox.com/bills/8X0Iyzaw' },
    }));
    try {
      const billplz = new BillplzGateway({
        baseUrl: server.url,
        apiKey: 'api-key-1',
        collectionId: 'col_1',
        xSignatureKey: key,
      });
      const created = await billplz.createPayment({
        paymentId: 7,
        orderNo: 'MP-20261121-ABC',
        amountSen: 12_345,
        description: 'MealPrep order MP-20261121-ABC',
        customer: { name: 'Siti Aminah', email: 'siti@example.my', phone: '0123456789' },
        callbackUrl: 'https://shop.example.my/api/v1/payments/billplz/callback',
        redirectUrl: 'https://shop.example.my/api/v1/payments/billplz/return/7',
      });
      expect(created).toEqual({
        providerRef: '8X0Iyzaw',
        url: 'https://www.billplz-sandbox.com/bills/8X0Iyzaw',
      });
      const [request] = server.seen;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/api/v3/bills');
      expect(request?.headers.authorization).toBe(
        `Basic ${Buffer.from('api-key-1:').toString('base64')}`,
      );
      const form = new URLSearchParams(request?.body);
      expect(form.get('amount')).toBe('12345');
      expect(form.get('collection_id')).toBe('col_1');
      expect(form.get('reference_1')).toBe('MP-20261121-ABC');
      expect(form.get('callback_url')).toContain('/api/v1/payments/billplz/callback');
    } finally {
      await server.close();
    }
  });
});

describe('sandbox gateway signature', () => {
  it('is HMAC-SHA256 over the sorted key=value pairs', () => {
    const fields = { status: 'paid', amount: '10.00', payment_ref: 'sbx_1', transaction_at: 'T' };
    expect(sandboxSignature('s', fields)).toBe(
      hmac('s', 'amount=10.00&payment_ref=sbx_1&status=paid&transaction_at=T'),
    );
    const gateway = new SandboxGateway('s', 'http://shop.test');
    const signed = gateway.signedCallback('sbx_1', 1005, true, new Date('2026-11-21T00:00:00Z'));
    expect(signed.amount).toBe('10.05');
    expect(gateway.verifyCallback(signed)).toMatchObject({ amountSen: 1005, paid: true });
    expect(gateway.verifyCallback({ ...signed, amount: '10.06' })).toBeNull();
  });
});

describe('local courier quote model', () => {
  const at = (iso: string) => new Date(iso);
  const courier = (availability: number) =>
    new LocalCourier({ ttlSeconds: 300, availability: () => availability });
  const near = {
    latitude: 3.12077,
    longitude: 101.6,
    contact: { name: 'a', phone: '1', address: 'x' },
  };
  const far = { ...near, latitude: 3.3 };

  it('measures from the kitchen', () => {
    expect(distanceKm(KITCHEN, KITCHEN)).toBe(0);
    expect(distanceKm(KITCHEN, far)).toBeGreaterThan(19);
    expect(distanceKm(KITCHEN, far)).toBeLessThan(21);
  });

  it('charges more for distance, at rush hour, at night and when drivers are scarce', async () => {
    const quiet = at('2026-11-18T02:00:00Z'); // 10:00 in Kuala Lumpur
    const lunch = at('2026-11-18T04:30:00Z'); // 12:30
    const night = at('2026-11-18T15:00:00Z'); // 23:00
    const base = await courier(1).quote({ ...near, now: quiet });
    expect(base.feeSen).toBe(500);
    expect(base.expiresAt.getTime() - quiet.getTime()).toBe(300_000);
    expect((await courier(1).quote({ ...far, now: quiet })).feeSen).toBeGreaterThan(2000);
    expect((await courier(1).quote({ ...near, now: lunch })).feeSen).toBe(630);
    expect((await courier(1).quote({ ...near, now: night })).feeSen).toBe(600);
    const scarce = await courier(0.2).quote({ ...near, now: quiet });
    expect(scarce.feeSen).toBe(750);
    expect(scarce.breakdown).toMatchObject({ driver_availability: 0.2, time_factor: 1 });
  });

  it('availability changes by 5-minute window and stays within 0.2–1', () => {
    const values = Array.from({ length: 200 }, (_, i) =>
      windowAvailability(new Date(Date.UTC(2026, 10, 18) + i * 300_000)),
    );
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...values)).toBeLessThanOrEqual(1);
    expect(new Set(values).size).toBeGreaterThan(20);
    const now = new Date('2026-11-18T02:01:00Z');
    expect(windowAvailability(now)).toBe(windowAvailability(new Date('2026-11-18T02:04:59Z')));
  });
});

describe('Lalamove-style courier adapter', () => {
  it('signs the quotation request and reads id, total and expiry', async () => {
    const server = await recorder(() => ({
      status: 201,
      json: {
        data: {
          quotationId: '1514140994227007571',
          expiresAt: '2026-11-21T10:05:00.000Z',
          priceBreakdown: { base: '9.00', extraMileage: '3.50', total: '12.50', currency: 'MYR' },
        },
      },
    }));
    try {
      const courier = new LalamoveCourier({
        baseUrl: server.url,
        apiKey: 'pk_test',
        apiSecret: 'sk_test',
        market: 'MY',
        serviceType: 'MOTORCYCLE',
      });
      const now = new Date('2026-11-21T10:00:00Z');
      const quote = await courier.quote({
        latitude: 3.07,
        longitude: 101.58,
        contact: { name: 'Siti', phone: '0123456789', address: 'Jalan SS 15/4' },
        now,
      });
      expect(quote).toMatchObject({
        provider: 'lalamove',
        providerRef: '1514140994227007571',
        feeSen: 1250,
      });
      expect(quote.expiresAt.toISOString()).toBe('2026-11-21T10:05:00.000Z');
      const [request] = server.seen;
      const time = String(now.getTime());
      const signature = lalamoveSignature(
        'sk_test',
        time,
        'POST',
        '/v3/quotations',
        request?.body ?? '',
      );
      expect(request?.headers.authorization).toBe(`hmac pk_test:${time}:${signature}`);
      expect(request?.headers.market).toBe('MY');
      expect(JSON.parse(request?.body ?? '{}').data.stops).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('turns an error answer into a CourierError', async () => {
    const server = await recorder(() => ({ status: 422, json: { errors: [] } }));
    try {
      const courier = new LalamoveCourier({
        baseUrl: server.url,
        apiKey: 'a',
        apiSecret: 'b',
        market: 'MY',
        serviceType: 'MOTORCYCLE',
      });
      await expect(
        courier.quote({
          latitude: 3,
          longitude: 101,
          contact: { name: 'a', phone: 'b', address: 'c' },
          now: new Date(),
        }),
      ).rejects.toThrow('courier answered 422');
    } finally {
      await server.close();
    }
  });
});
