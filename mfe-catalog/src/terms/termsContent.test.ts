import { LOCALES } from '@mealprep/shared/i18n';
import { TERMS_SECTION_IDS, termsContent } from './termsContent';

describe('terms content', () => {
  it('has the ten sections of docs/spec.md §2 and subscriptions, in order', () => {
    expect(TERMS_SECTION_IDS).toEqual([
      'service',
      'ordering-and-payment',
      'subscriptions',
      'delivery',
      'refunds-and-cancellations',
      'quality',
      'allergies',
      'intellectual-property',
      'liability',
      'governing-law',
      'changes',
    ]);
  });

  it.each(LOCALES)('gives every section a heading and text in %s', (locale) => {
    const { intro, sections } = termsContent[locale];
    expect(intro.trim()).not.toBe('');
    expect(Object.keys(sections).sort()).toEqual([...TERMS_SECTION_IDS].sort());
    for (const id of TERMS_SECTION_IDS) {
      expect(sections[id].heading.trim()).not.toBe('');
      expect(sections[id].paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of sections[id].paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });

  it('translates every section paragraph by paragraph, not as a copy of the English', () => {
    const english = termsContent['en-US'].sections;
    const malay = termsContent['ms-MY'].sections;
    for (const id of TERMS_SECTION_IDS) {
      expect([id, malay[id].paragraphs.length]).toEqual([id, english[id].paragraphs.length]);
      expect(malay[id].heading).not.toBe(english[id].heading);
      malay[id].paragraphs.forEach((paragraph, index) => {
        expect(paragraph).not.toBe(english[id].paragraphs[index]);
      });
    }
  });

  // The rules docs/spec.md §1–2 fixes, stated in both languages.
  it.each([
    ['service', /7 days/, /7 hari/],
    [
      'ordering-and-payment',
      /Full payment is required up front/,
      /Bayaran penuh perlu dibuat terlebih dahulu/,
    ],
    [
      'ordering-and-payment',
      /secure online payment gateways/,
      /gerbang pembayaran dalam talian yang selamat/,
    ],
    ['ordering-and-payment', /Malaysian Ringgit \(MYR\)/, /Ringgit Malaysia \(MYR\)/],
    ['delivery', /third-party courier/, /kurier pihak ketiga/],
    ['delivery', /Self pickup/, /Ambil sendiri/],
    [
      'refunds-and-cancellations',
      /no cancellations or refunds/,
      /tiada pembatalan atau bayaran balik/,
    ],
    ['quality', /within 24 hours of delivery/, /dalam tempoh 24 jam selepas penghantaran/],
    ['allergies', /must declare all your food allergies/, /mesti mengisytiharkan semua alahan/],
    [
      'liability',
      /limited to the amount you paid for that order/,
      /terhad kepada jumlah yang anda bayar/,
    ],
    ['governing-law', /laws of Malaysia/, /undang-undang Malaysia/],
  ] as const)('section %s states %s', (id, english, malay) => {
    expect(termsContent['en-US'].sections[id].paragraphs.join(' ')).toMatch(english);
    expect(termsContent['ms-MY'].sections[id].paragraphs.join(' ')).toMatch(malay);
  });
});
