/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ToastPayload } from '../bus/events';
import { commonMessages } from '../i18n/commonMessages';
import { createApiClient } from './client';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function client(toasts: ToastPayload[], url = baseURL) {
  return createApiClient({
    baseURL: url,
    locale: () => 'ms-MY',
    translate: (id) => commonMessages['en-US'][id],
    notify: (toast) => toasts.push(toast),
  });
}

describe('api client', () => {
  it('unwraps { data } and sends the visitor language', async () => {
    handler = (req, _body, res) =>
      json(res, 200, { data: { language: req.headers['accept-language'] } });
    const toasts: ToastPayload[] = [];
    const result = await client(toasts).get<{ language: string }>('/api/v1/user/profile');
    expect(result).toEqual({ ok: true, status: 200, data: { language: 'ms-MY' } });
    expect(toasts).toEqual([]);
  });

  it('posts JSON, and form data when flagged', async () => {
    const seen: string[] = [];
    handler = (req, body, res) => {
      seen.push(`${req.headers['content-type']?.split(';')[0]} ${body.includes('Aisyah')}`);
      json(res, 200, { data: null });
    };
    const api = client([]);
    await api.post('/x', { first_name: 'Aisyah' });
    await api.post('/x', { first_name: 'Aisyah' }, { asForm: true });
    expect(seen).toEqual(['application/json true', 'multipart/form-data true']);
  });

  it('turns an error answer into a destructive toast naming what is wrong, with the field errors', async () => {
    handler = (_req, _body, res) =>
      json(res, 422, {
        error: true,
        message: 'Some details need correcting: see the message at each field.',
        errors: { email: ['The email has already been taken.'] },
      });
    const toasts: ToastPayload[] = [];
    const result = await client(toasts).post('/api/v1/auth/register', {});
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: 'Some details need correcting: see the message at each field.',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(toasts).toEqual([
      {
        variant: 'destructive',
        title: 'Uh oh! Something went wrong',
        description: 'The email has already been taken.',
      },
    ]);
  });

  it('keeps the envelope message when a refusal names no field', async () => {
    handler = (_req, _body, res) =>
      json(res, 409, { error: true, message: 'This order can no longer be paid.' });
    const toasts: ToastPayload[] = [];
    await client(toasts).post('/api/v1/orders/1/pay', {});
    expect(toasts[0]?.description).toBe('This order can no longer be paid.');
  });

  it('a network failure gives the generic message (docs/spec.md §8)', async () => {
    const toasts: ToastPayload[] = [];
    const result = await client(toasts, 'http://127.0.0.1:1').get('/api/v1/cart/index');
    expect(result.ok).toBe(false);
    expect(toasts[0]?.description).toBe('Something went wrong. Please try again later.');
  });

  it('a server fault hides its own message behind the generic one', async () => {
    handler = (_req, _body, res) =>
      json(res, 500, { error: true, message: 'stack trace here', errors: {} });
    const toasts: ToastPayload[] = [];
    const result = await client(toasts).get('/boom');
    expect(result).toMatchObject({
      ok: false,
      status: 500,
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('asks a busy API again for a read once its Retry-After is over, and gets the answer', async () => {
    const seen: number[] = [];
    handler = (_req, _body, res) => {
      seen.push(Date.now());
      if (seen.length === 1) {
        res.setHeader('retry-after', '1');
        json(res, 503, { error: true, message: 'The shop is busy.', errors: {} });
      } else json(res, 200, { data: 'menu' });
    };
    const toasts: ToastPayload[] = [];
    const result = await client(toasts).get('/api/v1/catalog');
    expect(result).toEqual({ ok: true, status: 200, data: 'menu' });
    expect(seen).toHaveLength(2);
    expect((seen[1] ?? 0) - (seen[0] ?? 0)).toBeGreaterThanOrEqual(950);
    expect(toasts).toEqual([]);
  });

  it('never sends a change twice for a busy answer, and shows the API’s own words for it', async () => {
    let calls = 0;
    handler = (_req, _body, res) => {
      calls += 1;
      res.setHeader('retry-after', '1');
      json(res, 503, {
        error: true,
        message: 'Kedai sedang sibuk. Sila cuba lagi dalam 1 saat.',
        errors: {},
      });
    };
    const toasts: ToastPayload[] = [];
    const result = await client(toasts).post('/api/v1/cart', { dish: 1 });
    expect(calls).toBe(1);
    expect(result).toMatchObject({
      ok: false,
      status: 503,
      message: 'Kedai sedang sibuk. Sila cuba lagi dalam 1 saat.',
    });
    expect(toasts[0]?.description).toBe('Kedai sedang sibuk. Sila cuba lagi dalam 1 saat.');
  });

  it('does not wait out a long Retry-After: the read fails at once with the API’s words', async () => {
    let calls = 0;
    handler = (_req, _body, res) => {
      calls += 1;
      res.setHeader('retry-after', '120');
      json(res, 503, { error: true, message: 'The shop is busy.', errors: {} });
    };
    const result = await client([]).get('/api/v1/catalog');
    expect(calls).toBe(1);
    expect(result).toMatchObject({ ok: false, status: 503, message: 'The shop is busy.' });
  });

  it('stays quiet when showError is off, and toasts success only when asked', async () => {
    handler = (_req, _body, res) =>
      json(res, 404, { error: true, message: 'Not found', errors: {} });
    const toasts: ToastPayload[] = [];
    await client(toasts).get('/missing', { showError: false });
    expect(toasts).toEqual([]);

    handler = (_req, _body, res) => json(res, 200, { data: 1 });
    await client(toasts).post('/ok', {}, { showSuccess: true });
    await client(toasts).post(
      '/ok',
      {},
      { showSuccess: true, successMessage: 'Item added to cart' },
    );
    expect(toasts).toEqual([
      { variant: 'success', title: 'Success!', description: 'Operation successful' },
      { variant: 'success', title: 'Success!', description: 'Item added to cart' },
    ]);
  });
});
