import { networkOf } from './pageViews';

describe('networkOf: the unit of distinct visitors for canary reports', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is in %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('puts every address of one /24 together and the next /24 apart', () => {
    expect(networkOf('198.51.100.1')).toBe(networkOf('198.51.100.254'));
    expect(networkOf('198.51.101.1')).not.toBe(networkOf('198.51.100.1'));
  });

  it('puts every address of one /64 together and the next /64 apart', () => {
    expect(networkOf('2001:db8:1:2::a')).toBe(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(networkOf('2001:db8:1:3::a')).not.toBe(networkOf('2001:db8:1:2::a'));
  });
});
