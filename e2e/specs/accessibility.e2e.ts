import { AxeBuilder } from '@axe-core/webdriverio';
import { browser, expect } from '@wdio/globals';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { customerSetup } from '../support/customer';
import { shop } from '../support/shop';

/**
 * Issue #22: axe (WCAG 2.0/2.1/2.2 A and AA and best practice, every impact level) on every page
 * of the route table, at 320 and 1280 px, in en-US and ms-MY — signed out, as a customer whose
 * pages have something on them (answers, a generated plan, an address, a dish in the cart, a
 * paid order; checkout with its quote; questionnaires half done) and as the admin. At 320 px the
 * page must not scroll sideways and no text may be cut off (1.4.10).
 *
 * `npm test` audits every route once at 320 and once at 1280 px, the language alternating so that
 * both are covered, and checks reflow at 320 px in both languages. `npm run test:a11y`
 * (A11Y_FULL=1) audits the whole route × width × language matrix.
 */
const FULL = process.env.A11Y_FULL === '1';
const WIDTHS = [320, 1280] as const;
const LOCALES = [
  { name: 'en-US', prefix: '' },
  { name: 'ms-MY', prefix: '/ms-MY' },
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Route = (typeof routeTable)[RouteId];
const routes = Object.entries(routeTable) as [RouteId, Route][];
const guards = (route: Route) => route.guards as readonly string[];

interface Finding {
  page: string;
  width: number;
  rule: string;
  impact: string;
  targets: string[];
}

/** Where the page is wider than the window or cuts text off (1.4.10), as "what: detail". */
async function reflowProblems(): Promise<string[]> {
  return browser.execute(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers, not cut off.
      if (box.width <= 1 || box.height <= 1) continue;
      // A region that scrolls on its own, reachable by keyboard (the kit's Table), may be wider.
      const scroller = element.closest<HTMLElement>('[tabindex="0"]');
      const insideScroller =
        !!scroller &&
        scroller !== element &&
        /(auto|scroll)/.test(getComputedStyle(scroller).overflowX);
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (ownText && !insideScroller && box.right > root.clientWidth + 1)
        problems.push(`past the right edge (${Math.round(box.right)} px): ${describe(element)}`);
      const clips = /(hidden|clip)/.test(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && ownText && element.scrollWidth > element.clientWidth + 1)
        problems.push(
          `text cut off (${element.scrollWidth} px in ${element.clientWidth} px): ${describe(element)}`,
        );
    }
    return problems;
  });
}

async function settle() {
  await browser
    .waitUntil(async () => !(await browser.$('[aria-busy="true"]').isExisting()), {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Checkout's courier quote (the page "with an address and a quote").
  if ((await shop.pathname()).endsWith('/checkout'))
    await browser.$('main [role="timer"]').waitForExist({ timeout: 15_000 });
}

async function audit(path: string, width: number): Promise<Finding[]> {
  await shop.open(path);
  await settle();
  const result = await new AxeBuilder({ client: browser }).withTags(TAGS).analyze();
  return result.violations.map((violation) => ({
    page: path,
    width,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

interface Group {
  name: string;
  pages: string[];
  setUp: () => Promise<void>;
}

let orderId = 1;

const GROUPS: Group[] = [
  {
    name: 'signed out',
    pages: routes
      .filter(([, route]) => guards(route).every((guard) => guard === 'guest'))
      .map(([, route]) => route.path),
    setUp: async () => {
      orderId = 1;
    },
  },
  {
    name: 'a customer with answers, a plan, an address, a dish in the cart and a paid order',
    pages: [
      ...routes
        .filter(([, route]) => guards(route).some((guard) => guard !== 'guest'))
        .filter(([, route]) => !guards(route).includes('admin'))
        .map(([, route]) => route.path),
      // The questionnaires half done: a step in the middle of each.
      '/account/user-preferences/essentials?step=body_type',
      '/account/user-preferences/meal?step=vegetable',
    ],
    setUp: async () => {
      await shop.open('/terms-and-conditions');
      await customerSetup.register();
      await customerSetup.answerQuestionnaires();
      await customerSetup.generatePlan();
      await customerSetup.addAddress();
      orderId = await customerSetup.paidOrder();
      await customerSetup.addDish();
    },
  },
  {
    name: 'the admin',
    pages: routes
      .filter(([, route]) => guards(route).includes('admin'))
      .map(([, route]) => route.path),
    setUp: async () => {
      orderId = 1;
      await shop.open('/admin/login');
      await customerSetup.signInAsAdmin();
    },
  },
];

describe(`accessibility of every page (${FULL ? 'full matrix' : 'each route at both widths'})`, () => {
  const totals = { audits: 0, violations: 0, reflowChecks: 0, reflowProblems: 0 };

  after(() => {
    console.log(
      `axe: ${totals.violations} violations over ${totals.audits} audits; ` +
        `reflow at 320 px: ${totals.reflowProblems} problems over ${totals.reflowChecks} pages`,
    );
  });

  after(async () => {
    await browser.setWindowSize(1280, 800);
  });

  for (const group of GROUPS) {
    describe(group.name, () => {
      before(async () => {
        await browser.deleteCookies();
        await browser.setWindowSize(1280, 800);
        await group.setUp();
      });

      for (const width of WIDTHS) {
        for (const [index, page] of group.pages.entries()) {
          // Alternating: a route's language at 320 px is the other one at 1280 px.
          const audited = FULL
            ? LOCALES
            : [LOCALES[(index + (width === 320 ? 0 : 1)) % LOCALES.length]!];
          const names = audited.map((locale) => locale.name).join(', ');
          it(`${page} at ${width} px (axe: ${names}${width === 320 ? '; reflow: both' : ''})`, async () => {
            await browser.setWindowSize(width, 800);
            const path = page.replace(/:\w+/g, () => String(orderId));
            const findings: Finding[] = [];
            const reflow: string[] = [];
            for (const locale of LOCALES) {
              const url = `${locale.prefix}${path}`;
              if (audited.includes(locale)) {
                findings.push(...(await audit(url, width)));
                totals.audits += 1;
              } else if (width === 320) {
                await shop.open(url);
                await settle();
              } else continue;
              if (width === 320) {
                reflow.push(...(await reflowProblems()).map((problem) => `${url}: ${problem}`));
                totals.reflowChecks += 1;
              }
            }
            totals.violations += findings.length;
            totals.reflowProblems += reflow.length;
            expect(findings).toEqual([]);
            expect(reflow).toEqual([]);
          });
        }
      }
    });
  }
});
