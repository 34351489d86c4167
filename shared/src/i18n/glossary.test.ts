import { planViewMessages } from '../plan/ui/messages';
import { pageDescriptions } from '../routes/pageDescriptions';
import { pageTitles } from '../routes/pageTitles';
import { validationMessages } from '../validation/messages';
import { commonMessages } from './commonMessages';
import {
  collectTexts,
  GLOSSARY,
  glossaryOmissions,
  glossaryViolations,
  unmatchedIds,
  type Texts,
} from './glossary';

const texts = (en: Record<string, string>, ms: Record<string, string>): Texts => ({
  'en-US': en,
  'ms-MY': ms,
});

describe('the glossary of customer words', () => {
  it('names one word per language for every concept, apart from its forbidden variants', () => {
    for (const term of GLOSSARY) {
      expect(term.words['en-US'].trim()).not.toBe('');
      expect(term.words['ms-MY'].trim()).not.toBe('');
      const own = texts({ word: term.words['en-US'] }, { word: term.words['ms-MY'] });
      expect(glossaryViolations(own, [{ ...term, scope: undefined }])).toEqual([]);
    }
  });

  it('finds a forbidden variant, whole-word and in any case, in its language only', () => {
    const found = glossaryViolations(
      texts(
        { 'a.energy': '{value} kkal', 'a.sum': 'Sub total', 'a.mail': 'Your EMAIL' },
        { 'a.energy': '{value} kkal', 'a.sum': 'Jumlah kecil', 'a.mail': 'E-mel anda' },
      ),
    );
    expect(found).toEqual([
      expect.stringMatching(/^en-US a\.sum: "Sub total"/),
      expect.stringMatching(/^en-US a\.mail: "email"/),
      expect.stringMatching(/^ms-MY a\.energy: "kkal"/),
      expect.stringMatching(/^ms-MY a\.sum: "Jumlah kecil"/),
    ]);
  });

  it('reads placeholders as names, not words, and a word inside another as no match', () => {
    const found = glossaryViolations(
      texts(
        {
          'a.sent': 'We e-mailed {email}.',
          'a.more': 'Emails are {count, plural, other {# sent}}',
        },
        { 'a.sent': 'Kami menghantar ke {email}.', 'a.more': 'Sebarangan' },
      ),
    );
    // "Emails" is not the word "email"; "Sebarangan" is not "barang".
    expect(found).toEqual([]);
  });

  it('holds a scoped variant only where it is wrong: vegetables are "sayur-sayuran", the line is not', () => {
    const shop = texts(
      { 'catalog.line.vegetarian': 'Vegetarian', 'questionnaire.section.vegetable': 'Vegetable' },
      {
        'catalog.line.vegetarian': 'Sayur-sayuran',
        'questionnaire.section.vegetable': 'Sayur-sayuran',
      },
    );
    expect(glossaryViolations(shop)).toEqual([
      expect.stringMatching(/^ms-MY catalog\.line\.vegetarian: "Sayur-sayuran"/),
    ]);
  });

  it('finds a named message that does not use the word, and one language lacking an id', () => {
    const partial = texts({ 'checkout.address.default': 'Default' }, {});
    expect(glossaryOmissions(partial)).toContain('ms-MY checkout.address.default: no such message');
    expect(unmatchedIds(partial)).toEqual(['ms-MY checkout.address.default']);
    expect(
      glossaryOmissions(
        texts({ 'checkout.address.default': 'Main' }, { 'checkout.address.default': 'Utama' }),
      ),
    ).toContain('en-US checkout.address.default: "Main" does not say "Default"');
  });

  it('collects the texts of nested content under the language keys above them', () => {
    const seeded = collectTexts(
      [{ code: 'x', name: { 'en-US': 'Fried rice', 'ms-MY': 'Nasi goreng' } }],
      'seed.dishes',
    );
    expect(seeded).toEqual(
      texts({ 'seed.dishes.0.name': 'Fried rice' }, { 'seed.dishes.0.name': 'Nasi goreng' }),
    );
  });

  it('holds shared’s own catalogues to it, with the same ids in both languages', () => {
    const shared = collectTexts(commonMessages);
    collectTexts(planViewMessages, '', shared);
    collectTexts(validationMessages, '', shared);
    collectTexts(pageTitles, 'pageTitles', shared);
    collectTexts(pageDescriptions, 'pageDescriptions', shared);
    expect(glossaryViolations(shared)).toEqual([]);
    expect(unmatchedIds(shared)).toEqual([]);
  });
});
