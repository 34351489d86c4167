import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy } from '../../http/security';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '../../http/session';
import { requestLocale } from '../../i18n/locale';
import type { RemoteName } from '../../platform/remotes';
import { bootMarkup, landingRoute } from '../../platform/shell';
import { composeDocument } from '../../ssr/document';
import { pageHead } from '../../ssr/head';
import { publicOriginOf } from '../../config';
import { encodePage, PageCache, type CachedPage, type PageEncoding } from '../../ssr/pageCache';
import { COMPRESS_MIN_BYTES } from '../../catalog/cache';
import { preferredEncoding } from '../../http/cacheable';
import type { Inject, RenderFailure, ShopRenderer } from '../../ssr/renderShop';
import { visitorCohort } from '../remotes';
import type { ShellOptions } from './index';

/** What server rendering needs beside the shell's options (docs/architecture.md §2.4). */
export interface ServerRendering {
  renderer: ShopRenderer;
  cache: PageCache;
  /** The shell build's identity (its server bundle's modification time). */
  shellKey(): Promise<string | null>;
  /** The catalogue's revision: a change of the menu is a new cache key. */
  catalogueRevision(): Promise<number>;
  /** Counts a failure of a remote's server bundle for its version, like a browser's report. */
  reportFailure(request: FastifyRequest, cohort: string, failure: RenderFailure): Promise<void>;
  app: FastifyInstance;
}

const PREFIX = /^\/ms-MY(?=\/|$)/i;

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
  /** The page's Content-Security-Policy. */
  policy: string;
  guest: boolean;
  encoding: PageEncoding | null;
}

/** A module function, not a closure made per request: a kept page is sent in microseconds. */
function sendPage(reply: FastifyReply, page: CachedPage, { policy, guest, encoding }: Answer) {
  reply
    .code(page.status)
    .header('content-security-policy', policy)
    // A guest's page is the same for every guest; a customer's is theirs alone.
    .header('cache-control', guest ? 'no-cache' : 'private, no-store')
    .type('text/html; charset=utf-8');
  if (!encoding || page.html.length < COMPRESS_MIN_BYTES) return reply.send(page.html);
  // A customer's page is gzipped as it goes; a guest's kept page carries its brotli copy.
  const chosen = guest ? encoding : 'gzip';
  return reply.header('content-encoding', chosen).send(encodePage(page, chosen));
}

/**
 * A page navigation answered with server-rendered HTML (docs/architecture.md §2.4). Returns false
 * when the shell has no server build, and the caller sends the page to render in the browser.
 */
export async function sendServerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  options: ShellOptions,
  ssr: ServerRendering,
): Promise<boolean> {
  const url = request.url;
  const pathname = url.split('?')[0] ?? '/';
  const search = url.slice(pathname.length);
  const prefixed = PREFIX.test(pathname);
  const locale = prefixed ? 'ms-MY' : requestLocale(request);
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (!prefixed && locale === 'ms-MY') {
    // The language the visitor chose keeps its prefix, as the browser would move them to it.
    const target = `/ms-MY${pathname === '/' ? '' : pathname}${search}`;
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
  const answer: Answer = {
    policy: pagePolicy(options.config, origins),
    guest,
    encoding: preferredEncoding(request.headers['accept-encoding']),
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
    await sendPage(reply, hit, answer);
    return true;
  }

  const landing = landingRoute(pathname);
  const rendered = await ssr.renderer.render({
    url,
    locale,
    cookie: request.headers.cookie ?? '',
    remotes,
    remote: (landing?.remote as RemoteName | undefined) ?? null,
    inject: injectFor(ssr.app, request),
  });
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
    state: `{"remote":${JSON.stringify(rendered.rendered)},"state":${page.state}}`,
  });
  const kept: CachedPage = { status: page.status, html };
  // A page whose remote failed is not kept: the next visitor gets another attempt.
  if (key && !rendered.failure) ssr.cache.set(key, kept);
  await sendPage(reply, kept, answer);
  return true;
}
