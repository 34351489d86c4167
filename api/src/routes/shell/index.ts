import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors';
import { newStyleNonce, pagePolicy } from '../../http/security';
import { requestLocale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { DEV_SHELL_PORT } from '../../platform/remotes';
import { visitorCohort } from '../remotes';
import { injectBoot } from '../../platform/shell';
import { sendStatic, shellCachePolicy } from '../../platform/static-files';
import { nonceSlots } from '../../ssr/styleNonce';
import { sendServerPage, type ShellOptions } from './serverPage';

export type { ShellOptions };

/** Paths that never fall back to the single-page app. */
const RESERVED = /^\/(api|remotes|storage)(\/|$)/;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('application/xhtml+xml');
}

/** A browser asking for a page: HTML accepted, and the last segment names no file (no dot). */
function isPageNavigation(request: FastifyRequest, file: string): boolean {
  return acceptsHtml(request) && !/\.[^/]*$/.test(file);
}

/** The shell's `index.html` with the visitor's boot config and remote preloads injected. */
export async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  { index, registry, config, landingChunks, views, ssr }: ShellOptions,
) {
  if (config.mfDev) {
    // Under `npm run dev` the pages are the shell dev server's: its development build goes with
    // the remotes' dev servers, where shell/dist (if built) is a production one, whose React a
    // remote's development code cannot run with.
    return reply.redirect(`http://localhost:${DEV_SHELL_PORT}${request.url}`, 302);
  }
  const html = await index.html();
  if (html === null) return sendNotFound(request, reply);
  const options = { index, registry, config, landingChunks, views, ssr };
  if (ssr && (await sendServerPage(request, reply, html, options, ssr))) return reply;
  const remotes = await registry.remotesFor({ cohort: visitorCohort(request, reply, views) });
  const boot = { apiBaseUrl: '', remotes };
  const pathname = request.url.split('?')[0] ?? '/';
  const chunks = await landingChunks.forPage(boot.remotes, pathname);
  // Builds published at another origin (the registry's base URLs) may run on this page.
  const origins = (await registry.remoteOrigins?.()) ?? [];
  // The shell's own `<style>` and the sheet styled-components writes carry this answer's nonce.
  const nonce = newStyleNonce();
  return reply
    .code(200)
    .header('content-security-policy', pagePolicy(config, origins, nonce))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(nonceSlots(injectBoot(html, boot, pathname, chunks)).join(nonce));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(t(requestLocale(request), 'notFound')));
}

/**
 * Unknown paths: a page navigation (GET accepting HTML, outside /api, /remotes and /storage,
 * `/ms-MY/...` included) gets the app, which renders its own 404; everything else a JSON 404.
 */
export function notFoundHandler(options: ShellOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !RESERVED.test(pathname) && acceptsHtml(request)) {
      return sendShell(request, reply, options);
    }
    return sendNotFound(request, reply);
  };
}

/** The shell's built files at `/`; `index.html` itself always goes through the injection. */
export const shellRoutes: FastifyPluginAsync<ShellOptions> = async (app, options) => {
  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const file = `/${request.params['*']}`;
    if (RESERVED.test(file)) return reply.callNotFound();
    if (file === '/' || file === '/index.html') return sendShell(request, reply, options);
    // A page navigation (no file extension) is the app's page: no file is looked for on disk.
    if (isPageNavigation(request, file)) return sendShell(request, reply, options);
    return sendStatic(reply, options.index.distDir, file, shellCachePolicy);
  });
};
