import { browser, expect } from '@wdio/globals';
import { axeViolations } from '../support/axe';
import {
  LOCALES,
  openAt,
  overflowingText,
  pathOf,
  reflowProblems,
  ROUTE_GROUPS,
} from '../support/routeWalk';

/**
 * Axe (WCAG 2.0/2.1/2.2 A and AA and best practice, every impact level) on every page
 * of the route table, at 320 and 1280 px, in en-US and ms-MY — signed out, as a customer whose
 * pages have something on them (answers, a generated plan, an address, a dish in the cart, a
 * paid order; checkout with its quote; questionnaires half done) and as the admin. At 320 px the
 * page must not scroll sideways, no text may be cut off (1.4.10) and no heading's or button's text
 * may be wider than its box (the visual spec's check, made here so every page is opened once).
 *
 * `npm test` audits every route once at 320 and once at 1280 px, the language alternating so that
 * both are covered, and checks reflow at 320 px in both languages. `npm run test:a11y`
 * (A11Y_FULL=1) audits the whole route × width × language matrix.
 */
const FULL = process.env.A11Y_FULL === '1';
const WIDTHS = [320, 1280] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Finding {
  page: string;
  width: number;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(url: string, width: number): Promise<Finding[]> {
  const violations = await axeViolations(TAGS);
  return violations.map((violation) => ({
    page: url,
    width,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

describe(`accessibility of every page (${FULL ? 'full matrix' : 'each route at both widths'})`, () => {
  const totals = { audits: 0, violations: 0, reflowChecks: 0, reflowProblems: 0 };

  after(() => {
    console.log(
      `axe: ${totals.violations} violations over ${totals.audits} audits; ` +
        `reflow and overflowing text at 320 px: ${totals.reflowProblems} problems over ` +
        `${totals.reflowChecks} pages`,
    );
  });

  after(async () => {
    await browser.setWindowSize(1280, 800);
  });

  for (const group of ROUTE_GROUPS) {
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
            const path = pathOf(page);
            const findings: Finding[] = [];
            const reflow: string[] = [];
            for (const locale of LOCALES) {
              const url = `${locale.prefix}${path}`;
              if (!audited.includes(locale) && width !== 320) continue;
              // One page load, in this language (not only at its address: see openInLocale), for
              // the audit and the reflow check.
              await openAt(page, locale, width);
              if (audited.includes(locale)) {
                findings.push(...(await audit(url, width)));
                totals.audits += 1;
              }
              if (width === 320) {
                const problems = [...(await reflowProblems()), ...(await overflowingText())];
                reflow.push(...problems.map((problem) => `${url}: ${problem}`));
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
