import {
  DEFAULT_MENU_SEARCH,
  MENU_PAGES_MAX,
  menuSearchString,
  parseMenuSearch,
} from './menuSearch';

describe('the food menu address', () => {
  it('reads every parameter, the allergens as a list or repeated, in the menu order', () => {
    expect(
      parseMenuSearch(
        '?tab=alacarte&line=vegetarian&free_from=dairy&free_from=peanut,beef&q=%20tofu%20&page=3',
      ),
    ).toEqual({
      tab: 'alacarte',
      line: 'vegetarian',
      freeFrom: ['beef', 'peanut', 'dairy'],
      q: 'tofu',
      page: 3,
    });
  });

  it('falls back to the default for anything unknown or out of range', () => {
    expect(parseMenuSearch('?tab=dessert&line=all&free_from=gluten,&page=0')).toEqual(
      DEFAULT_MENU_SEARCH,
    );
    expect(parseMenuSearch('?page=2.5').page).toBe(1);
    expect(parseMenuSearch('?page=-1').page).toBe(1);
    expect(parseMenuSearch('?page=99999').page).toBe(MENU_PAGES_MAX);
    expect(parseMenuSearch(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(parseMenuSearch('')).toEqual(DEFAULT_MENU_SEARCH);
  });

  it('writes one address per state: defaults left out, a fixed order, readable commas', () => {
    expect(menuSearchString(DEFAULT_MENU_SEARCH)).toBe('');
    expect(
      menuSearchString({
        page: 2,
        q: ' nasi & ayam ',
        freeFrom: ['dairy', 'peanut'],
        line: 'classic',
        tab: 'alacarte',
      }),
    ).toBe('?tab=alacarte&line=classic&free_from=peanut,dairy&q=nasi%20%26%20ayam&page=2');
  });

  it('reads back what it writes', () => {
    const state = {
      tab: 'meal' as const,
      line: 'bodybuilding' as const,
      freeFrom: ['prawn' as const, 'seafood' as const],
      q: 'a,b?c#d',
      page: 4,
    };
    expect(parseMenuSearch(menuSearchString(state))).toEqual(state);
  });
});
