import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines, "incoming request" and "request completed" (the access log), only
 * when `LOG_REQUESTS` asks for them (config.ts `logRequests`). Everything else Fastify logs about
 * a request stays: a response that failed ("request errored"), stream and serializer errors; the
 * app's own error handler logs what it answers with a 5xx. Turning the option
 * `disableRequestLogging` on instead would silence those too.
 */
export class RequestLogController extends LogController {
  constructor(private readonly accessLog: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.accessLog) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.accessLog || error) super.requestCompleted(error, request, reply);
  }
}
