import { Data } from '@mealprep/shared/core/contracts';
import { PointsTotal } from '@mealprep/shared/orders/contracts';
import Fastify from 'fastify';
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

describe('answerSerializer', () => {
  it('caches an answer with exactly the fields its response contract lists', async () => {
    const app = Fastify();
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
    // Over a socket: Fastify's inject loads an ES module Jest's registry cannot.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/answer`);
      expect(await response.json()).toEqual({ data: { total: 7 } });
    } finally {
      await app.close();
    }
  });
});
