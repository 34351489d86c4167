import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { LRUCache } from 'lru-cache';
import type { HttpLimits } from '../config';
import { DEFAULT_LOCALE, type Locale } from '@mealprep/shared/locale';
import { requestLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import { networkOf } from '../platform/pageViews';
import { errorBody } from './errors';

/** How long an address that completed a request may use the reserved sockets. */
const RETURNING_FOR_MS = 10 * 60 * 1000;
/** Addresses remembered as returning (least recently answered forgotten first). */
const RETURNING_ADDRESSES = 100_000;

/**
 * Answers `status` with docs/architecture.md §5's error shape straight on the socket and destroys
 * it: for a request Node cannot parse, or one that arrives too slowly, where no reply object can
 * answer any more.
 */
export function answerAndClose(socket: Socket, status: number, locale: Locale = DEFAULT_LOCALE) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(
    errorBody(t(locale, status === 408 ? 'requestTimeout' : 'badRequest')),
  );
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // Destroyed, not ended: a client that never closes its side (a slow-body attacker) would
  // otherwise keep the half-open socket, and its file descriptor, for ever.
  socket.destroy();
}

/**
 * A request Node cannot even parse (headers over the limit, a broken request line, headers or a
 * whole request past its timeout) still gets the error shape. There is no request to read a
 * language from: English.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  answerAndClose(socket, status);
}

/** What the guard has seen, for the metrics. */
export interface ConnectionCounts {
  open: number;
  /** Requests read (their headers) and not yet answered. */
  inFlight: number;
  /** Open sockets that have not completed a request yet. */
  newcomers: number;
  refusedPerNetwork: number;
  refusedForReserve: number;
  slowBodiesCut: number;
}

/** A request with a body still to come: `Content-Length` above 0, or chunked. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * The socket limits of docs/architecture.md §5.1 "Slow clients", on the Node server itself, before
 * Fastify sees a request:
 *
 * - at most `maxConnections` sockets in all (Node's own cap);
 * - sockets that have not completed a request yet: at most `maxConnectionsPerNetwork` from one
 *   network. Once a socket has been answered a whole request it no longer counts there, so a
 *   network of many customers (a carrier's NAT) is capped on its newcomers only;
 * - an address that has not completed a request in the last ten minutes may open sockets only
 *   while `maxConnections - reservedConnections` are open: the rest is kept for the customers
 *   the shop is already serving;
 * - a request body must bring `bodyMinBytes` per `bodyRateWindowMs` on average, or the socket is
 *   answered 408 and closed then, not at the request timeout.
 *
 * Refused sockets are closed before a byte is read. The peer is the TCP address: behind a
 * reverse proxy that is the proxy, which caps per client network itself (docs/deploy.md §3).
 */
export class ConnectionGuard {
  private readonly newcomersPerNetwork = new Map<string, number>();
  /** Each admitted socket's address, and how it stops counting as a newcomer. */
  private readonly admitted = new WeakMap<Socket, { address: string; settle: () => void }>();
  private readonly returning = new LRUCache<string, true>({
    max: RETURNING_ADDRESSES,
    ttl: RETURNING_FOR_MS,
  });
  private readonly counted: ConnectionCounts = {
    open: 0,
    inFlight: 0,
    newcomers: 0,
    refusedPerNetwork: 0,
    refusedForReserve: 0,
    slowBodiesCut: 0,
  };

  constructor(private readonly limits: HttpLimits) {}

  counts(): ConnectionCounts {
    return { ...this.counted };
  }

  get inFlight(): number {
    return this.counted.inFlight;
  }

  attach(server: Server) {
    server.maxConnections = this.limits.maxConnections;
    server.on('connection', (socket: Socket) => this.admit(socket));
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      this.follow(request, response),
    );
  }

  private admit(socket: Socket) {
    const address = socket.remoteAddress ?? '';
    // The unit a cap counts: an IPv4 /24 (IPv4-mapped IPv6 too) or an IPv6 /64. A client with many
    // addresses usually has them in one such block.
    const network = networkOf(address);
    const newcomers = this.newcomersPerNetwork.get(network) ?? 0;
    const perNetwork = this.limits.maxConnectionsPerNetwork;
    if (perNetwork > 0 && newcomers >= perNetwork) {
      this.counted.refusedPerNetwork += 1;
      socket.destroy();
      return;
    }
    const shared = this.limits.maxConnections - this.limits.reservedConnections;
    if (this.counted.open >= shared && !this.returning.has(address)) {
      this.counted.refusedForReserve += 1;
      socket.destroy();
      return;
    }
    this.counted.open += 1;
    this.counted.newcomers += 1;
    this.newcomersPerNetwork.set(network, newcomers + 1);
    let newcomer = true;
    const settle = () => {
      if (!newcomer) return;
      newcomer = false;
      this.counted.newcomers -= 1;
      const left = (this.newcomersPerNetwork.get(network) ?? 1) - 1;
      if (left <= 0) this.newcomersPerNetwork.delete(network);
      else this.newcomersPerNetwork.set(network, left);
    };
    this.admitted.set(socket, { address, settle });
    socket.once('close', () => {
      this.counted.open -= 1;
      settle();
    });
  }

  private follow(request: IncomingMessage, response: ServerResponse) {
    this.counted.inFlight += 1;
    // 'close' comes once per response: answered, or its socket gone.
    response.once('close', () => {
      this.counted.inFlight -= 1;
    });
    const socket = this.admitted.get(request.socket);
    // A whole request answered: the socket has shown it is no slow client, and its address is
    // one the shop serves. (An answer sent before the body arrived proves nothing.)
    if (socket) {
      response.once('finish', () => {
        if (!request.complete) return;
        this.returning.set(socket.address, true);
        socket.settle();
      });
    }
    if (this.limits.bodyMinBytes > 0 && hasBody(request)) this.watchBody(request, response);
  }

  /**
   * Checks at the end of each window that the body has brought its bytes so far (counted on the
   * socket, from the headers on). The check waits for the I/O phase (`setImmediate`): after a
   * busy spell of our own, bytes the kernel holds are read first, so a client is never blamed
   * for the server's delay.
   */
  private watchBody(request: IncomingMessage, response: ServerResponse) {
    const { socket } = request;
    const { bodyMinBytes, bodyRateWindowMs } = this.limits;
    const startedAt = performance.now();
    const readBefore = socket.bytesRead;
    const check = () => {
      if (request.complete || socket.destroyed) return;
      const windows = Math.floor((performance.now() - startedAt) / bodyRateWindowMs);
      if (socket.bytesRead - readBefore < bodyMinBytes * windows) {
        this.counted.slowBodiesCut += 1;
        // Answered already (a refusal sent before the body), there is nothing left to say.
        if (response.headersSent) socket.destroy();
        else answerAndClose(socket, 408, requestLocale(request));
        return;
      }
      schedule();
    };
    const schedule = () => {
      setTimeout(() => setImmediate(check), bodyRateWindowMs).unref();
    };
    schedule();
  }
}
