import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../http/cookies';
import type { RateLimitStore } from '../http/rate-limit';
import { boundedMemo } from '../lib/boundedMemo';
import { COHORT, COHORT_COOKIE } from './releaseRegistry';
import type { VisitorNetworks } from './visitorNetworks';
import type { RemoteName, RemoteRegistry } from './remotes';

/** The signed page-view cookie: `<cohort>.<expires ms>.<hmac>`. */
export const VIEW_COOKIE = 'mp_view';

const VIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** Client addresses whose network mark is kept, so a busy beacon hashes each network once. */
const NETWORK_MARKS = 10_000;
/** A visitor counts once per version and kind of report for this long. */
const ONCE_PER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The network a client address belongs to, as one unit of "distinct visitors": an IPv4 /24 (an
 * IPv4-mapped IPv6 address too) or an IPv6 /64, the block one subscriber is usually given. A /24,
 * not a single address: addresses next to each other are rented by the hundred, so one party's
 * addresses would otherwise be many visitors (a canary swayed, a render budget multiplied).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped?.[1] ?? (net.isIPv4(ip) ? ip : null);
  if (v4 !== null) return `${v4.slice(0, v4.lastIndexOf('.'))}.0/24`;
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Sets the `Set-Cookie` line of cookie `name` on the answer, in place of one set on it before
 * (a page left to the browser after all issues its proof again), beside the cookies
 * `reply.setCookie` adds when the answer is sent.
 */
function replaceCookie(reply: FastifyReply, name: string, line: string) {
  const current = reply.getHeader('set-cookie');
  if (current === undefined) {
    reply.header('set-cookie', line);
    return;
  }
  const others = (Array.isArray(current) ? current : [String(current)]).filter(
    (other) => !other.startsWith(`${name}=`),
  );
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, line]);
}

/**
 * Proof that a browser was given a page (or the remotes list) by this server: an HMAC over the
 * visitor's cohort and an expiry, with the installation's secret, in an httpOnly cookie the
 * browser sends back with its load and failure reports. Reports without a valid, fresh proof
 * for a cohort that was given that version are stored in the log but never counted, and each
 * cohort counts once per version, so canary health is measured in distinct real visitors.
 * A cohort costs one request to make, so each network also counts for at most
 * `visitorsPerNetwork` of them per version and kind: one machine cannot be many visitors.
 */
export class PageViews {
  private readonly networkMarkOf = boundedMemo(NETWORK_MARKS, (ip) => this.mark(networkOf(ip)));
  /** The secret as a key object, made once: every page answer signs with it. */
  private readonly key: KeyObject;
  private readonly serialisedAttributes = new Map<boolean, string>();

  constructor(
    secret: string,
    private readonly store: RateLimitStore,
    private readonly visitorsPerNetwork = 1,
    private readonly now: () => number = Date.now,
    /**
     * Which networks were given pages since when, and whose reports counted: what an automatic
     * rollback's sample is judged by (platform/visitorNetworks.ts).
     */
    private readonly networks?: VisitorNetworks,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private hmac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('hex');
  }

  /**
   * Sets a fresh proof for `cohort` on the answer. Every page answer carries one, so its
   * `Set-Cookie` line is put together here from attributes serialised once (by @fastify/cookie,
   * as `reply.setCookie` would), not serialised again per request. The value (hex digits, digits
   * and dots) needs no encoding.
   */
  issue(reply: FastifyReply, request: FastifyRequest, cohort: string) {
    const payload = `${cohort}.${this.now() + VIEW_TTL_MS}`;
    const line = `${VIEW_COOKIE}=${payload}.${this.sign(payload)}${this.attributes(reply, request)}`;
    replaceCookie(reply, VIEW_COOKIE, line);
    this.networks?.sighted(this.networkMark(request.ip));
  }

  /** What follows the value in the cookie's `Set-Cookie` line, `Secure` or not. */
  private attributes(reply: FastifyReply, request: FastifyRequest): string {
    const options = cookieOptions(request, { maxAge: VIEW_TTL_MS / 1000 });
    let attributes = this.serialisedAttributes.get(options.secure);
    if (attributes === undefined) {
      const empty = reply.server.serializeCookie(VIEW_COOKIE, '', options);
      attributes = empty.slice(`${VIEW_COOKIE}=`.length);
      this.serialisedAttributes.set(options.secure, attributes);
    }
    return attributes;
  }

  /** The cohort a request proves it was given a page for, or null. */
  visitor(request: FastifyRequest): string | null {
    return this.pageView(request)?.cohort ?? null;
  }

  /**
   * The page view a request proves (its cohort, and a keyed hash of the cookie, which is new
   * with every page), or null without a valid, fresh cookie matching the cohort cookie.
   */
  pageView(request: FastifyRequest): { cohort: string; id: string } | null {
    const [cohort = '', expires = '', mac = ''] = (request.cookies[VIEW_COOKIE] ?? '').split('.');
    if (!COHORT.test(cohort) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(mac)) {
      return null;
    }
    if (Number(expires) < this.now()) return null;
    if (request.cookies[COHORT_COOKIE] !== cohort) return null;
    if (!timingSafeEqual(this.hmac(`${cohort}.${expires}`), Buffer.from(mac, 'hex'))) return null;
    return { cohort, id: this.mark(`view:${cohort}.${expires}`) };
  }

  /** A keyed hash (32 hex) standing for a page view or a network in stored rows. */
  mark(value: string): string {
    return this.sign(`mark:${value}`).slice(0, 32);
  }

  /**
   * The mark of the network a client address belongs to (`networkOf`), remembered for the last
   * 10,000 addresses: the beacon takes one per report, and most come from networks seen before.
   */
  networkMark(ip: string): string {
    return this.networkMarkOf(ip);
  }

  /**
   * Whether a report of `kind` about `remote@version` counts: the request proves a page view,
   * that visitor is given this version, the visitor has not reported it already, and the
   * network it comes from has not already counted for its share of visitors.
   */
  async counts(
    request: FastifyRequest,
    registry: Pick<RemoteRegistry, 'remotesFor'>,
    kind: 'load' | 'failure',
    remote: RemoteName,
    version: string,
  ): Promise<boolean> {
    const cohort = this.visitor(request);
    if (cohort === null) return false;
    return this.countsFor(cohort, request.ip, registry, kind, remote, version);
  }

  /**
   * The same rule for a failure the server saw itself while rendering the visitor's page
   * (docs/architecture.md §2.4): the cohort is the one the page was rendered for, so no proof is
   * needed, but it still counts once per visitor and per network's share.
   */
  async countsFor(
    cohort: string,
    ip: string,
    registry: Pick<RemoteRegistry, 'remotesFor'>,
    kind: 'load' | 'failure',
    remote: RemoteName,
    version: string,
  ): Promise<boolean> {
    // Production's version: a browser previewing staging counts for nothing (§3.4).
    const given = (await registry.remotesFor({ cohort, production: true }))[remote];
    if (given?.version !== version) return false;
    const visitor = await this.store.add(
      `canary-${kind}:${remote}@${version}:${cohort}`,
      ONCE_PER_MS,
    );
    if (visitor.count !== 1) return false;
    const network = await this.store.add(
      `canary-${kind}-net:${remote}@${version}:${networkOf(ip)}`,
      ONCE_PER_MS,
    );
    if (network.count > this.visitorsPerNetwork) return false;
    await this.networks?.reported(remote, version, kind, this.networkMark(ip));
    return true;
  }
}
