import { browser, expect } from '@wdio/globals';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { customerSetup } from '../support/customer';
import { shop } from '../support/shop';
import { SAMPLE_DISH_SLUG } from '../support/routeWalk';

/**
 * What a screen reader is given, read from Chromium's accessibility tree (CDP
 * `Accessibility.getFullAXTree`) on every page of the route table — signed out, as a customer
 * (questionnaires answered, a dish in the cart, a paid order) and as the admin — in both
 * languages. Every interactive node has a name, and the name contains the text it shows
 * (WCAG 2.5.3 label in name, 4.1.2); the route announcer and the toast live regions are in the
 * page from the first paint, empty, before anything is announced (4.1.3).
 */
interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
  backendDOMNodeId?: number;
}

const INTERACTIVE = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'slider',
  'spinbutton',
  'option',
]);
/** Roles whose content is their value (typed text, a chosen option), not a label. */
const VALUE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'slider', 'spinbutton']);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export interface TreeFinding {
  page: string;
  role: string;
  name: string;
  text: string;
  problem: 'no name' | 'name lacks the visible text';
}

/** Every interactive node of the page's tree without a name, or whose name leaves out its text. */
export async function readTree(page: string): Promise<{ findings: TreeFinding[]; live: string[] }> {
  const { nodes } = (await browser.sendCommandAndGetResult('Accessibility.getFullAXTree', {})) as {
    nodes: AXNode[];
  };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (node: AXNode): string => {
    const parts: string[] = [];
    const walk = (current: AXNode) => {
      for (const id of current.childIds ?? []) {
        const child = byId.get(id);
        if (!child) continue;
        if (child.role?.value === 'StaticText') {
          if (!child.ignored) parts.push(String(child.name?.value ?? ''));
          continue;
        }
        // A picture's text (the header avatar's drawn initials) is not a label: its name is its
        // alternative text (docs/accessibility.md, "Every aria-label ... was read").
        if (child.role?.value === 'image' || child.role?.value === 'img') continue;
        walk(child);
      }
    };
    walk(node);
    return parts.join(' ');
  };
  const findings: TreeFinding[] = [];
  const live: string[] = [];
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = String(node.role?.value ?? '');
    const liveness = node.properties?.find((property) => property.name === 'live')?.value.value;
    const atomic = node.properties?.find((property) => property.name === 'atomic');
    if (liveness && atomic !== undefined && (role === 'status' || role === 'alert'))
      live.push(`${role}:${String(liveness)}:${normalise(textOf(node))}`);
    if (!INTERACTIVE.has(role)) continue;
    const name = normalise(String(node.name?.value ?? ''));
    if (!name) {
      findings.push({ page, role, name, text: normalise(textOf(node)), problem: 'no name' });
      continue;
    }
    if (VALUE_ROLES.has(role)) continue;
    const text = normalise(textOf(node));
    if (text && !name.includes(text))
      findings.push({ page, role, name, text, problem: 'name lacks the visible text' });
  }
  return { findings, live };
}

type Route = (typeof routeTable)[RouteId];
const routes = Object.entries(routeTable) as [RouteId, Route][];
const guards = (route: Route) => route.guards as readonly string[];

const LOCALES = [
  { name: 'en-US', prefix: '' },
  { name: 'ms-MY', prefix: '/ms-MY' },
];

describe('the accessibility tree of every page', () => {
  let views = 0;
  let nodesWithProblems = 0;
  let orderId = 1;

  after(() => {
    console.log(
      `accessibility tree: ${nodesWithProblems} unnamed or mislabelled controls over ${views} page views`,
    );
  });

  async function check(paths: string[]) {
    const findings: TreeFinding[] = [];
    const missingLive: string[] = [];
    for (const path of paths) {
      await shop.open(path);
      await browser
        .waitUntil(async () => !(await browser.$('[aria-busy="true"]').isExisting()), {
          timeout: 5_000,
        })
        .catch(() => undefined);
      const { findings: found, live } = await readTree(path);
      findings.push(...found);
      // The announcer and the polite toast region (role=status), the assertive one (role=alert),
      // present and silent on a page nobody has done anything on yet.
      const polite = live.filter((entry) => entry === 'status:polite:');
      const assertive = live.filter((entry) => entry === 'alert:assertive:');
      if (polite.length < 2 || assertive.length < 1)
        missingLive.push(`${path}: ${live.join(', ') || 'no live region'}`);
      views += 1;
    }
    nodesWithProblems += findings.length;
    expect(findings).toEqual([]);
    expect(missingLive).toEqual([]);
  }

  const pathOf = (route: Route) =>
    route.path === '/food-menu/:id'
      ? `/food-menu/${SAMPLE_DISH_SLUG}`
      : route.path.replace(/:\w+/g, String(orderId));

  for (const locale of LOCALES) {
    it(`${locale.name}: signed out`, async () => {
      await browser.deleteCookies();
      await check(
        routes
          .filter(([, route]) => guards(route).every((guard) => guard === 'guest'))
          .map(([, route]) => `${locale.prefix}${pathOf(route)}`),
      );
    });

    it(`${locale.name}: signed in as a customer with answers, a dish in the cart and an order`, async () => {
      await browser.deleteCookies();
      await shop.open('/terms-and-conditions');
      await customerSetup.register();
      await customerSetup.answerQuestionnaires();
      await customerSetup.addDish();
      orderId = await customerSetup.paidOrder();
      await check(
        routes
          .filter(([, route]) => guards(route).some((guard) => guard !== 'guest'))
          .filter(([, route]) => !guards(route).includes('admin'))
          .map(([, route]) => `${locale.prefix}${pathOf(route)}`),
      );
    });

    it(`${locale.name}: the admin's pages`, async () => {
      await browser.deleteCookies();
      orderId = 1;
      await shop.open('/admin/login');
      await customerSetup.signInAsAdmin();
      await check(
        routes
          .filter(([, route]) => guards(route).includes('admin'))
          .map(([, route]) => `${locale.prefix}${pathOf(route)}`),
      );
    });
  }
});
