import { makeStore, profileLoaded } from '@mealprep/shared/store';
import { escapeJsonForHtml, serialiseState } from './serialiseState';

describe('the state the server hands the browser', () => {
  it('cannot close its data block, whatever a customer calls themselves', () => {
    const store = makeStore();
    const name = '</script><script>alert(1)</script>\u2028';
    store.dispatch(
      profileLoaded({ first_name: name, email: 'a@example.com' } as unknown as Parameters<
        typeof profileLoaded
      >[0]),
    );
    const json = serialiseState(store.getState());
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('\u2028');
    // The browser reads back exactly what the server had.
    const parsed = JSON.parse(json) as { auth: { profile: { first_name: string } } };
    expect(parsed.auth.profile.first_name).toBe(name);
  });

  it('escapes every character that means something to HTML', () => {
    expect(escapeJsonForHtml('"<>&"')).toBe('"\\u003c\\u003e\\u0026"');
  });
});
