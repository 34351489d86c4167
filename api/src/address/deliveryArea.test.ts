import { LocalCourier, windowAvailability } from '../checkout/courier';
import { DELIVERY_RADIUS_KM, isInDeliveryArea, kmFromKitchen, localFeeRange } from './deliveryArea';
import { GazetteerSuggester } from './gazetteer';
import { LOCALITIES } from './localities';

const gazetteer = new GazetteerSuggester();

describe('the delivery area', () => {
  it(`holds every locality of the delivery area's table within ${DELIVERY_RADIUS_KM} km`, () => {
    const outside = LOCALITIES.filter((locality) => !isInDeliveryArea(locality));
    expect(outside.map((locality) => locality.name)).toEqual([]);
  });

  it.each([
    ['Kuala Lumpur', true],
    ['Klang', true],
    ['Kajang', true],
    ['Putrajaya', true],
    ['Rawang', true],
    ['Semenyih', false],
    ['Sepang', false],
    ['Seremban', false],
    ['Ipoh', false],
    ['Kota Kinabalu', false],
  ])('%s in the area: %s', (name, inside) => {
    const place = gazetteer.findPlace(name);
    if (!place) throw new Error(`the gazetteer does not know ${name}`);
    expect(place.name).toBe(name);
    expect(isInDeliveryArea(place)).toBe(inside);
    expect(kmFromKitchen(place) <= DELIVERY_RADIUS_KM).toBe(inside);
  });
});

describe('findPlace', () => {
  it.each([
    ['47300', { name: 'Petaling Jaya', state: 'Selangor', postcode: '47300' }],
    ['59100', { name: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur', postcode: '59100' }],
    ['88000', { name: 'Kota Kinabalu', state: 'Sabah', postcode: '88000' }],
    ['Bangsar 59100', { name: 'Kuala Lumpur', postcode: '59100' }],
    ['shah alam', { name: 'Shah Alam', state: 'Selangor', postcode: '' }],
    ['TTDI', { name: 'Taman Tun Dr Ismail', city: 'Kuala Lumpur', postcode: '60000' }],
    ['SS2 Petaling Jaya', { name: 'SS2', city: 'Petaling Jaya', postcode: '47300' }],
    ['12 Jalan SS2/24, Petaling Jaya', { name: 'SS2', city: 'Petaling Jaya' }],
  ])('%s names %o', (query, expected) => {
    expect(gazetteer.findPlace(query)).toMatchObject(expected);
  });

  it.each([
    ['an unknown postcode', '99999'],
    ['an unknown name', 'Zzyzx Qwerty'],
    ['a name half typed', 'Petaling J'],
    ['a state alone', 'Selangor'],
    ['a street named after a town', 'Jalan Ipoh'],
    ['a numbered street named after a town', '12 Jalan Ipoh'],
    ['nothing', '   '],
  ])('names nothing for %s', (_case, query) => {
    expect(gazetteer.findPlace(query)).toBeNull();
  });

  it("places a postcode at the table's localities of it, finer than the town's centre", () => {
    const town = gazetteer.findPlace('Petaling Jaya');
    const kelanaJaya = gazetteer.findPlace('47301');
    // 47301 (Kelana Jaya, Taman Megah, Ara Damansara) lies west of the town's centre.
    expect(kelanaJaya?.longitude).toBeLessThan(town?.longitude ?? 0);
  });
});

describe('localFeeRange', () => {
  const places = [
    { name: 'SS2 (2.9 km)', latitude: 3.12036, longitude: 101.62246 },
    { name: 'Kajang (25.5 km)', latitude: 2.993, longitude: 101.7875 },
  ];

  it.each(places)(
    'holds every fee the live model answers at $name over two weeks, both ends reached',
    async (place) => {
      const range = await localFeeRange(place);
      expect(range.minSen).toBeLessThan(range.maxSen);
      const courier = new LocalCourier({ ttlSeconds: 300, availability: windowAvailability });
      // Every 5-minute window (the model's availability changes with each) of two weeks.
      const start = Date.parse('2025-03-03T00:00:00+08:00');
      const fees = new Set<number>();
      for (let window = 0; window < 14 * 288; window += 1) {
        const quote = await courier.quote({
          latitude: place.latitude,
          longitude: place.longitude,
          contact: { name: '', phone: '', address: '' },
          now: new Date(start + window * 300_000),
        });
        fees.add(quote.feeSen);
      }
      expect(Math.min(...fees)).toBe(range.minSen);
      expect(Math.max(...fees)).toBe(range.maxSen);
    },
  );

  it('costs more farther from the kitchen', async () => {
    const [near, far] = await Promise.all(places.map((place) => localFeeRange(place)));
    expect(far?.minSen).toBeGreaterThan(near?.minSen ?? Infinity);
    expect(far?.maxSen).toBeGreaterThan(near?.maxSen ?? Infinity);
  });
});
