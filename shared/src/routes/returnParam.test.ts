import { safeReturnPath } from './returnParam';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/checkout?step=2')).toBe('/checkout?step=2');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'refuses %p, which would make an open redirect',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});
