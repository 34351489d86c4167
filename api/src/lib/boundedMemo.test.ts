import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes a key once, remembers null answers too, and forgets the least recently used beyond its bound', () => {
    const asked: string[] = [];
    const lengthOrNull = boundedMemo(2, (key) => {
      asked.push(key);
      return key === '' ? null : key.length;
    });
    expect(lengthOrNull('ab')).toBe(2);
    expect(lengthOrNull('')).toBeNull();
    expect(lengthOrNull('ab')).toBe(2);
    expect(lengthOrNull('')).toBeNull();
    expect(asked).toEqual(['ab', '']);
    expect(lengthOrNull('abc')).toBe(3);
    // 'ab' was asked for least recently: forgotten, computed again.
    expect(lengthOrNull('')).toBeNull();
    expect(lengthOrNull('ab')).toBe(2);
    expect(asked).toEqual(['ab', '', 'abc', 'ab']);
  });
});
