import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { AUTH_QUERY, pageAddress } from './pageAddress';

describe('a page request’s address as the page cache keeps it', () => {
  it.each([
    ['/food-menu?utm_source=x', '/food-menu', true],
    ['/food-menu?x=1&fbclid=abc', '/food-menu', true],
    ['/food-menu?tab=meal', '/food-menu', true],
    [
      '/food-menu?utm_source=x&tab=alacarte&q=%20sambal%20',
      '/food-menu?tab=alacarte&q=sambal',
      false,
    ],
    ['/food-menu?free_from=dairy&free_from=peanut', '/food-menu?free_from=peanut,dairy', false],
    ['/?gclid=1', '/', true],
    ['/ms-MY/meal-bundles?ref=ad', '/ms-MY/meal-bundles', true],
    ['/food-menu/nasi-lemak?utm_campaign=raya', '/food-menu/nasi-lemak', true],
    ['/auth/login?redirect=%2Fcart&utm_source=x', '/auth/login?redirect=%2Fcart', false],
    ['/auth/reset-password?token=abc&x=1', '/auth/reset-password?token=abc', false],
    ['/no-such-page?x=1', '/no-such-page', false],
    ['/food-menu/', '/food-menu/', false],
    ['/MS-my/food-menu', '/MS-my/food-menu', false],
    ['/payment/12/success?x=1', '/payment/12/success', false],
    // What a cart form came back with (shared/src/cart/cartForms.ts), when it is one.
    ['/food-menu?tab=alacarte&cart=added.12&x=1', '/food-menu?tab=alacarte&cart=added.12', false],
    ['/food-menu/nasi-lemak?cart=limit.7', '/food-menu/nasi-lemak?cart=limit.7', false],
    ['/food-menu?cart=<b>.12', '/food-menu', true],
    ['/food-menu?cart=added.12.13', '/food-menu', true],
    // A guest's dish to add once signed in, when it is one.
    [
      '/auth/login?redirect=%2Ffood-menu&reason=cart&add=12.L.2&x=1',
      '/auth/login?redirect=%2Ffood-menu&reason=cart&add=12.L.2',
      false,
    ],
    ['/auth/register?add=12.XL.2', '/auth/register', true],
    // …or a meal bundle (B), whose outcome its page says.
    ['/auth/register?add=7.B.1&x=1', '/auth/register?add=7.B.1', false],
    ['/meal-bundles?cart=added.7&x=1', '/meal-bundles?cart=added.7', false],
    // A page no guest opens keeps its query as it came.
    ['/account/my-order?page=2&x=1', '/account/my-order?page=2&x=1', false],
  ])('%s is %s', (url, address, shared) => {
    expect(pageAddress(url)).toMatchObject({ url: address, shared });
  });

  it('keeps the parameters the auth screens read under the names shared gives them', () => {
    // Read from the source: the module is the browser's, with React and react-intl beside it.
    const source = (file: string) =>
      fs.readFileSync(path.join(REPO_ROOT, 'shared/src', file), 'utf8');
    expect(source('routes/returnParam.ts')).toContain(
      `export const RETURN_PARAM = '${AUTH_QUERY.returnTo}';`,
    );
    expect(source('cart/signInIntent.ts')).toContain(
      `export const SIGN_IN_REASON_PARAM = '${AUTH_QUERY.reason}';`,
    );
  });
});
