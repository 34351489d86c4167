import Module from 'node:module';
import { Data, PointsTotal } from '@mealprep/shared/contracts';
import { cachedAnswer } from '../catalog/cache';
import { answerSerializer, preferredEncoding, sendCacheable } from './cacheable';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['BR', 'br'],
    ['gzip;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

/** Fastify in Node's own module system, as the app under test runs (see test/native.ts). */
function nativeFastify(): typeof import('fastify').default {
  const load = (Module as unknown as { _load(request: string, parent: null): unknown })._load;
  return load(require.resolve('fastify'), null) as typeof import('fastify').default;
}

describe('answerSerializer', () => {
  it('caches an answer with exactly the fields its response contract lists', async () => {
    const app = nativeFastify()();
    app.get(
      '/answer',
      { schema: { response: { 200: Data(PointsTotal) } } },
      async (request, reply) =>
        sendCacheable(
          request,
          reply,
          cachedAnswer({ data: { total: 7, internal_note: 'x' } }, answerSerializer(reply)),
        ),
    );
    const response = await app.inject({ url: '/answer' });
    await app.close();
    expect(response.json()).toEqual({ data: { total: 7 } });
  });
});
