import { browser } from '@wdio/globals';
import { routeTable, type RouteId } from '@mealprep/shared/route-table';
import { customerSetup } from './customer';
import { shop } from './shop';

/**
 * Walking every page of the route table (shared/src/routes/routeTable.ts) as the people who can
 * open it, and the checks made on each page. The accessibility spec walks every page (axe, and at
 * 320 px reflow and overflowing text); the visual spec opens the key pages (screenshots).
 */
export const LOCALES = [
  { name: 'en-US', prefix: '' },
  { name: 'ms-MY', prefix: '/ms-MY' },
] as const;
export type Locale = (typeof LOCALES)[number];

type Route = (typeof routeTable)[RouteId];
const routes = Object.entries(routeTable) as [RouteId, Route][];
const guards = (route: Route) => route.guards as readonly string[];

/** The order the `:id` of a path names: the customer's paid order, else the first one. */
export const walk = { orderId: 1 };

/** A seeded dish, for the dish page's `:id` (its slug; docs/spec.md §2.1). */
export const SAMPLE_DISH_SLUG = 'beef-rendang-with-white-rice';

/** A route's path with its `:id` filled in. */
export const pathOf = (page: string) =>
  page === '/food-menu/:id'
    ? `/food-menu/${SAMPLE_DISH_SLUG}`
    : page.replace(/:\w+/g, () => String(walk.orderId));

export interface RouteGroup {
  name: string;
  pages: string[];
  setUp: () => Promise<void>;
}

export const ROUTE_GROUPS: RouteGroup[] = [
  {
    name: 'signed out',
    pages: routes
      .filter(([, route]) => guards(route).every((guard) => guard === 'guest'))
      .map(([, route]) => route.path),
    setUp: async () => {
      walk.orderId = 1;
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
      walk.orderId = await customerSetup.paidOrder();
      await customerSetup.addDish();
    },
  },
  {
    name: 'the admin',
    pages: routes
      .filter(([, route]) => guards(route).includes('admin'))
      .map(([, route]) => route.path),
    setUp: async () => {
      walk.orderId = 1;
      await shop.open('/admin/login');
      await customerSetup.signInAsAdmin();
    },
  },
];

/**
 * Opens a page in a language. The unprefixed (en-US) address alone is not enough: after a
 * `/ms-MY/…` page the `locale` cookie shows it in ms-MY. So the cookie is set to the language
 * first, from the page already open on the shop (one page load, not two), and the page is opened
 * again with the cookie set when its language (`<html lang>`) is still not the one asked for
 * (the first page of a session, before any page of the shop is open).
 */
export async function openInLocale(path: string, locale: Locale) {
  const url = `${locale.prefix}${path}`;
  const setCookie = (name: string) => {
    if (location.protocol.startsWith('http'))
      document.cookie = `locale=${name}; Path=/; SameSite=Lax`;
  };
  await browser.execute(setCookie, locale.name);
  await shop.open(url);
  if ((await browser.execute(() => document.documentElement.lang)) === locale.name) return;
  await browser.execute(setCookie, locale.name);
  await shop.open(url);
}

/** Waits until the page has loaded what it shows (no busy region; checkout with its quote). */
export async function settle() {
  await browser
    .waitUntil(async () => !(await browser.$('[aria-busy="true"]').isExisting()), {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Checkout's courier quote (the page "with an address and a quote").
  if ((await shop.pathname()).endsWith('/checkout'))
    await browser.$('main [role="timer"]').waitForExist({ timeout: 15_000 });
}

/**
 * The page laid out `width` CSS px wide, as on a phone: headless Chromium's scrollbar takes
 * 15 px of the viewport (a phone's overlays the page), so the viewport is widened by it.
 */
export async function openAt(page: string, locale: Locale, width: number) {
  await browser.setViewport({ width, height: 900, devicePixelRatio: 1 });
  await openInLocale(pathOf(page), locale);
  await settle();
  const scrollbar = await browser.execute(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  if (scrollbar > 0) {
    await browser.setViewport({ width: width + scrollbar, height: 900, devicePixelRatio: 1 });
    await settle();
  }
}

/** Where the page is wider than the window or cuts text off (1.4.10), as "what: detail". */
export async function reflowProblems(): Promise<string[]> {
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

/**
 * Headings, buttons and links styled as buttons whose text is wider than their box
 * (scrollWidth > clientWidth): text that runs out of its card or button, whether or not the
 * overflow is clipped. What overflows must be the element's own text in the flow: a badge
 * placed on purpose over a corner (absolutely positioned, like the cart's count) is not text
 * running off. Answers "tag "text": N px in M px" for each.
 */
export async function overflowingText(): Promise<string[]> {
  return browser.execute(() => {
    const problems: string[] = [];
    const selector = 'h1, h2, h3, h4, h5, h6, button, [role="button"], a[class]';
    for (const element of document.body.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'inline' || style.visibility === 'hidden')
        continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (!element.textContent?.trim()) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const inner = element.getBoundingClientRect();
      const padding = getComputedStyle(element);
      const left = inner.left + parseFloat(padding.paddingLeft) - 1;
      const right = inner.right - parseFloat(padding.paddingRight) + 1;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let runsOff = false;
      for (let node = walker.nextNode(); node && !runsOff; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent) continue;
        let positioned = false;
        for (let at: HTMLElement | null = parent; at && at !== element; at = at.parentElement)
          if (/(absolute|fixed)/.test(getComputedStyle(at).position)) positioned = true;
        if (positioned) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0 && (rect.right > right || rect.left < left)) runsOff = true;
      }
      if (runsOff) {
        const text = element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
        problems.push(
          `${element.tagName.toLowerCase()} "${text}": ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      }
    }
    return problems;
  });
}
