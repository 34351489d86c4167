import { navigateExternal } from './externalNavigation';

describe('navigateExternal', () => {
  const allowed = ['https://wa.me'];

  it.each([
    ['an allowed origin', 'https://wa.me/60123456789', true],
    ['this site', '/food-menu', true],
    ['an origin not on the list', 'https://evil.example/pay', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a look-alike origin', 'https://wa.me.evil.example/', false],
  ])('%s', (_name, url, expected) => {
    const go = jest.fn();
    expect(navigateExternal(url, allowed, go)).toBe(expected);
    expect(go).toHaveBeenCalledTimes(expected ? 1 : 0);
  });
});
