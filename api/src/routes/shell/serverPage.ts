import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromPathname, withLocalePrefix } from '@mealprep/shared/locale';
import { newStyleNonce, pagePolicy } from '../../http/security';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '../../http/session';
import { requestLocale } from '../../i18n/locale';
import type { RemoteName, RemoteRegistry } from '../../platform/remotes';
import {
  bootMarkup,
  landingRoute,
  type LandingChunks,
  type ShellIndex,
} from '../../platform/shell';
import type { PageViews } from '../../platform/pageViews';
import { composeDocument } from '../../ssr/document';
import { pageHead } from '../../ssr/head';
import { publicOriginOf, type AppConfig } from '../../config';
import {
  cachedPage,
  pageAnswer,
  PageCache,
  type CachedPage,
  type PageEncoding,
} from '../../ssr/pageCache';
import { COMPRESS_MIN_BYTES } from '../../catalog/cache';
import { pageEncoding } from '../../http/cacheable';
import { pageAddress } from '../../ssr/pageAddress';
import type { RenderBudget } from '../../ssr/renderBudget';
import type { Inject, RenderFailure, ShopRenderer } from '../../ssr/renderShop';
import { nonceSlots } from '../../ssr/styleNonce';
import { visitorCohort } from '../remotes';

/** What server rendering needs beside the shell's options (docs/architecture.md §2.4). */
export interface ServerRendering {
  renderer: ShopRenderer;
  cache: PageCache;
  /** Who may have a page rendered now (ssr/renderBudget.ts); the others get it to render. */
  budget: Pick<RenderBudget, 'refusal' | 'finished'>;
  /** The shell build's identity (its server bundle's modification time). */
  shellKey(): Promise<string | null>;
  /** The catalogue's revision: a change of the menu is a new cache key. */
  catalogueRevision(): Promise<number>;
  /** Counts a failure of a remote's server bundle for its version, like a browser's report. */
  reportFailure(request: FastifyRequest, cohort: string, failure: RenderFailure): Promise<void>;
  app: FastifyInstance;
}

/** A visitor without a session: their page is the same for every guest and may be cached. */
function isGuest(request: FastifyRequest): boolean {
  const flag = request.cookies[LOGGED_IN_COOKIE];
  return !request.cookies[SESSION_COOKIE] && (flag === undefined || flag === 'false');
}

function injectFor(app: FastifyInstance, request: FastifyRequest): Inject {
  return async ({ method, url, headers, payload }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, 'user-agent': request.headers['user-agent'] ?? '' },
      payload,
      remoteAddress: request.ip,
    });
    return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
  };
}

const NO_ORIGINS: string[] = [];

/** How a page is sent to this visitor. */
interface Answer {
  /** The page's Content-Security-Policy, naming `nonce`. */
  policy: string;
  /** This answer's style nonce (http/security.ts), put in the page's `<style>` elements. */
  nonce: string;
  guest: boolean;
  encoding: PageEncoding | null;
}

/**
 * How a page was answered, as RFC 9211's `Cache-Status`: kept, rendered (and kept or not), or
 * left to the browser and why (ssr/renderBudget.ts).
 */
const CACHE_STATUS = {
  hit: 'mealprep-ssr; hit',
  stored: 'mealprep-ssr; fwd=miss; stored',
  rendered: 'mealprep-ssr; fwd=miss',
  'render-budget': 'mealprep-ssr; fwd=bypass; detail=render-budget',
  busy: 'mealprep-ssr; fwd=bypass; detail=busy',
} as const;

/** A module function, not a closure made per request: a kept page is sent in microseconds. */
function sendPage(reply: FastifyReply, page: CachedPage, answer: Answer) {
  const { policy, nonce, guest, encoding } = answer;
  reply
    .code(page.status)
    .header('content-security-policy', policy)
    // A guest's page is the same for every guest; a customer's is theirs alone.
    .header('cache-control', guest ? 'no-cache' : 'private, no-store')
    .type('text/html; charset=utf-8');
  if (!encoding || page.length < COMPRESS_MIN_BYTES) return reply.send(page.parts.join(nonce));
  return reply.header('content-encoding', encoding).send(pageAnswer(page, nonce, encoding));
}

/**
 * A page navigation answered with server-rendered HTML (docs/architecture.md §2.4). Returns false
 * when the shell has no server build, or when no kept page answers and the visitor's network has
 * used its render budget or the server is behind (ssr/renderBudget.ts): the caller then sends the
 * page to render in the browser.
 */
export async function sendServerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  options: ShellOptions,
  ssr: ServerRendering,
): Promise<boolean> {
  const pathname = request.url.split('?')[0] ?? '/';
  // Rendered and kept for the query the page reads, nothing else (ssr/pageAddress.ts).
  const address = pageAddress(request.url);
  const { url, search } = address;
  const locale = requestLocale(request, pathname);
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (!localeFromPathname(pathname) && withLocalePrefix(pathname, locale) !== pathname) {
    // The language the visitor chose keeps its prefix, as the browser would move them to it.
    const target = withLocalePrefix(pathname, locale) + request.url.slice(pathname.length);
    await reply.code(302).header('cache-control', 'no-store').redirect(target, 302);
    return true;
  }
  const cohort = visitorCohort(request, reply, options.views);
  const guest = isGuest(request);
  // Read together: each is a snapshot (at most 250 ms old), most often already at hand.
  const [remotes, origins, shellKey, catalogue] = await Promise.all([
    options.registry.remotesFor({ cohort }),
    options.registry.remoteOrigins?.() ?? NO_ORIGINS,
    ssr.shellKey(),
    // Only a guest's page is kept, so only a guest's answer waits for the catalogue's revision.
    guest ? ssr.catalogueRevision() : null,
  ]);
  if (shellKey === null) return false;
  const nonce = newStyleNonce();
  const answer: Answer = {
    policy: pagePolicy(options.config, origins, nonce),
    nonce,
    guest,
    encoding: pageEncoding(request.headers['accept-encoding']),
  };
  const key =
    guest && catalogue !== null && request.method === 'GET'
      ? PageCache.key({
          url,
          locale,
          // A version and its entry's digest: the working tree's build keeps its version when
          // rebuilt.
          remotes,
          // Both halves of the shell: a browser-only change rebuilds index.html (new script
          // names) and may leave the server bundle byte for byte as it was.
          shell: `${shellKey}/${options.index.build}`,
          catalogue,
        })
      : null;
  const hit = key ? ssr.cache.get(key) : undefined;
  if (hit) {
    reply.header('cache-status', CACHE_STATUS.hit);
    await sendPage(reply, hit, answer);
    return true;
  }
  // Past this client's budget, or with the server already behind, the page renders in the
  // browser (the caller sends it as it does without server rendering).
  const refusal = await ssr.budget.refusal(request.ip);
  if (refusal) {
    reply.header('cache-status', CACHE_STATUS[refusal]);
    return false;
  }

  const landing = landingRoute(pathname);
  const rendered = await ssr.renderer
    .render({
      url,
      locale,
      cookie: request.headers.cookie ?? '',
      remotes,
      remote: (landing?.remote as RemoteName | undefined) ?? null,
      inject: injectFor(ssr.app, request),
    })
    .finally(() => ssr.budget.finished());
  if (!rendered) return false;
  const slot = landing && remotes[landing.remote as RemoteName];
  if (landing && slot) {
    // The server-render failure rate of the release analysis counts every render (§3.1).
    ssr.app.rum?.recordServerRender({
      remote: landing.remote as RemoteName,
      version: slot.version,
      route: landing.id,
      failed: rendered.failure !== null,
    });
  }
  if (rendered.failure) {
    request.log.warn(
      {
        remote: rendered.failure.remote,
        version: rendered.failure.version,
        kind: rendered.failure.kind,
        err: rendered.failure.error,
      },
      'a remote could not render on the server; its slot renders in the browser',
    );
    // A pass over the budget while the server itself was slow is not that version's fault: the
    // load-failure threshold is absolute, so a load spike would roll a good canary back. It is
    // still weighed in the release analysis (recordServerRender above), against stable over the
    // same hours.
    if (!rendered.failure.serverBusy) await ssr.reportFailure(request, cohort, rendered.failure);
  }
  const { page } = rendered;
  if (page.redirect) {
    await reply.header('cache-control', 'no-store').redirect(page.redirect, 302);
    return true;
  }
  const chunks = await options.landingChunks.forPage(remotes, pathname);
  const html = composeDocument(template, {
    locale,
    head: pageHead({
      routeId: landing?.id ?? 'notFound',
      locale,
      pathname,
      search,
      origin: publicOriginOf(options.config),
      queries: page.queries,
    }),
    // A page whose slot was left to the browser starts at once; a rendered one on intent (§2.4).
    boot: bootMarkup({ apiBaseUrl: '', remotes }, pathname, chunks, rendered.rendered !== null),
    startsOnIntent: rendered.rendered !== null,
    styles: page.styles,
    body: page.html,
    state: `{"remote":${JSON.stringify(rendered.rendered)},"widgets":${JSON.stringify(page.widgets ?? [])},"state":${page.state}}`,
  });
  // Kept without a nonce: each answer puts its own in (ssr/styleNonce.ts).
  const kept = cachedPage(page.status, nonceSlots(html));
  // A page whose remote failed is not kept: the next visitor gets another attempt. A route's own
  // page is kept apart from every other address (ssr/pageCache.ts).
  const stored =
    key !== null &&
    !rendered.failure &&
    ssr.cache.set(key, kept, address.shared && page.status === 200);
  reply.header('cache-status', stored ? CACHE_STATUS.stored : CACHE_STATUS.rendered);
  await sendPage(reply, kept, answer);
  return true;
}

/** What the shell's routes need: its page, the registry, the config and the renderers. */
export interface ShellOptions {
  index: ShellIndex;
  registry: RemoteRegistry & { remoteOrigins?(): Promise<string[]> };
  config: AppConfig;
  landingChunks: LandingChunks;
  /** Signs the visitor's page view, so their canary reports count (platform/pageViews.ts). */
  views?: PageViews;
  /** Pages rendered on the server (docs/architecture.md §2.4); without it, in the browser. */
  ssr?: ServerRendering;
}
