import { AxeBuilder } from '@axe-core/webdriverio';
import { browser, expect } from '@wdio/globals';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrl } from '../support/server';
import { newCustomer, shop } from '../support/shop';

type Route = (typeof routeTable)[RouteId];

/** Every page of every remote, read from the route table; an `:id` is filled with 1. */
const pages = (Object.entries(routeTable) as [RouteId, Route][]).map(([id, route]) => ({
  id,
  path: route.path.replace(/:\w+/g, '1'),
  guards: route.guards as readonly string[],
}));

const LOCALES = [
  { name: 'en-US', prefix: '' },
  { name: 'ms-MY', prefix: '/ms-MY' },
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: number;
}

async function audit(path: string): Promise<Finding[]> {
  await shop.open(`${baseUrl}${path}`);
  // Let data-driven content settle (lists, skeletons replaced).
  await browser
    .waitUntil(async () => !(await browser.$('[aria-busy="true"]').isExisting()), {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const result = await new AxeBuilder({ client: browser })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: path,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
    }));
}

/**
 * axe on every page of every remote in both languages (issue #9): no serious or critical
 * violation. Guest screens are audited signed out, customer screens as a new customer, admin
 * screens as the admin.
 */
describe('accessibility of every page', () => {
  let views = 0;
  let violations = 0;

  after(() => {
    console.log(`axe: ${violations} serious/critical violations over ${views} page views`);
  });

  async function auditAll(paths: string[]) {
    const findings: Finding[] = [];
    for (const path of paths) findings.push(...(await audit(path)));
    views += paths.length;
    violations += findings.length;
    expect(findings).toEqual([]);
  }

  for (const locale of LOCALES) {
    it(`${locale.name}: guest and public pages`, async () => {
      await browser.deleteCookies();
      await auditAll(
        pages
          .filter((p) => p.guards.every((g) => g === 'guest'))
          .map((p) => `${locale.prefix}${p.path}`),
      );
    });

    it(`${locale.name}: a customer's pages`, async () => {
      await browser.deleteCookies();
      await shop.open(`${baseUrl}/terms-and-conditions`);
      expect((await shop.api('POST', '/api/v1/auth/register', newCustomer())).status).toBe(201);
      await auditAll(
        pages
          .filter((p) => p.guards.some((g) => g !== 'guest') && !p.guards.includes('admin'))
          .map((p) => `${locale.prefix}${p.path}`),
      );
    });

    it(`${locale.name}: the admin's pages`, async () => {
      await browser.deleteCookies();
      await shop.open(`${baseUrl}/admin/login`);
      const login = await shop.api('POST', '/api/v1/admin/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      expect(login.status).toBe(200);
      await auditAll(
        pages.filter((p) => p.guards.includes('admin')).map((p) => `${locale.prefix}${p.path}`),
      );
    });
  }
});
