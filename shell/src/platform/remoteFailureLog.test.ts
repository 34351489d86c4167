/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@mealprep/shared/api';
import { createEventBus } from '@mealprep/shared/bus';
import { commonMessages } from '@mealprep/shared/i18n';
import { makeStore, profileLoaded } from '@mealprep/shared/store';
import { aProfile } from '../testUtils';
import { logRemoteFailures } from './remoteFailureLog';

let server: Server;
let baseURL: string;
const logged: { method?: string; url?: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      logged.push({
        method: req.method,
        url: req.url,
        body: JSON.parse(chunks.join('') || 'null'),
      });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('remote.failed listener', () => {
  it('logs each failed remote with its version, the visitor and the page, without a toast', async () => {
    const toasts: unknown[] = [];
    const api = createApiClient({
      baseURL,
      locale: () => 'en-US',
      translate: (id) => commonMessages['en-US'][id],
      notify: (toast) => toasts.push(toast),
    });
    const store = makeStore(undefined, { api });
    store.dispatch(profileLoaded(aProfile({ id: 42 })));
    const bus = createEventBus();
    const stop = logRemoteFailures(bus, store, () => '/food-menu');

    bus.emit('remote.failed', { remote: 'catalog', version: '1.4.0', message: 'chunk 7 missing' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged).toEqual([
      {
        method: 'POST',
        url: '/api/log',
        body: {
          statusCode: 503,
          message: 'Remote catalog failed: chunk 7 missing',
          date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          userId: 42,
          remote: 'catalog',
          remoteVersion: '1.4.0',
          url: '/food-menu',
        },
      },
    ]);
    expect(toasts).toEqual([]);

    stop();
    bus.emit('remote.failed', { remote: 'account', version: null, message: 'offline' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged).toHaveLength(1);
  });
});
