import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * An address as the log may hold it: the path, and of the query string only the parameter
 * names (`/auth/login?email&password`). A query's values may be anything a browser put there —
 * a password a form without `method="post"` sent, a reset token, a customer's e-mail —, and a
 * log is read, kept and shipped by more people than the database (docs/architecture.md §5.1).
 */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter((name) => /^[\w.[\]-]{1,40}$/.test(name));
  return names.length > 0 ? `${url.slice(0, mark)}?${names.join('&')}` : url.slice(0, mark);
}

/**
 * What pino's `req` serializer reads of a request, with the address redacted: Fastify's own
 * lines log the request object itself, whose `url` keeps the query string.
 */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    headers: {},
    host: request.host,
    ip: request.ip,
    socket: request.socket,
  };
}

/**
 * Fastify's per-request lines, "incoming request" and "request completed" (the access log), only
 * when `LOG_REQUESTS` asks for them (config.ts `logRequests`). Everything else Fastify logs about
 * a request stays: a response that failed ("request errored"), stream and serializer errors; the
 * app's own error handler logs what it answers with a 5xx. Turning the option
 * `disableRequestLogging` on instead would silence those too. Every line that names the request
 * names it by `redactedUrl`, at any level.
 */
export class RequestLogController extends LogController {
  constructor(private readonly accessLog: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest, _reply: FastifyReply) {
    if (this.accessLog) request.log.info({ req: loggedRequest(request) }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.accessLog || error) super.requestCompleted(error, request, reply);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) {
      reply.log.error({ req: loggedRequest(request), res: reply, err: error }, error.message);
    } else {
      reply.log.info({ res: reply, err: error }, error.message);
    }
  }

  override routeNotFound(request: FastifyRequest, _reply: FastifyReply) {
    request.log.info(`Route ${request.method}:${redactedUrl(request.url)} not found`);
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    reply.log.warn({ req: loggedRequest(request), res: reply, err: error }, error.message);
  }
}
