import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../http/rate-limit';
import { asLocale } from './messages';
import { t } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import { hashToken, newToken } from '../lib/tokens';
import type { PasswordResetsRepository } from '../repositories/password-resets';
import type { UsersRepository } from '../repositories/users';
import type { Mailer } from './mailer';
import { accountNoticeMail } from './templates/notice';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How often a process looks for queued "forgot password" requests. */
export const RESET_POLL_MS = 1000;
/** Requests taken per round. */
const BATCH = 20;

/**
 * Writes the reset mails of queued "forgot password" requests (docs/architecture.md §5.1). The
 * request itself only queues a row, the same for any address, and answers; the work that
 * depends on whether the address has an account — the lookup, the token, rendering the mail —
 * happens here, on this job's own timer in batches, never in the wake of one request, where the
 * time it takes on the event loop would show in the next answer. An unknown address is rendered
 * too (and the result dropped), so even a round with one request does about the same work.
 * Every API process runs it; SKIP LOCKED hands each request to one of them.
 */
export class PasswordResetMails {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      users: UsersRepository;
      passwordResets: PasswordResetsRepository;
      mailer: Mailer;
      /** Reset mails one address receives per window (more requests send nothing). */
      perAccount: RateLimiter;
      publicOrigin: string;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {}

  /** Queues the request; answers as soon as the row is written, whatever the address. */
  request(email: string, locale: Locale) {
    return this.deps.passwordResets.request(email, locale);
  }

  /** Works every queued request now; resolves when none is left. */
  kick(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs = RESET_POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      let batch: { email: string; locale: string | null }[];
      try {
        batch = await this.deps.passwordResets.takeRequests(BATCH);
      } catch (error) {
        this.deps.log.error({ err: error }, 'taking password reset requests failed');
        return;
      }
      if (batch.length === 0) return;
      for (const request of batch) {
        await this.send(request.email, asLocale(request.locale)).catch((error: unknown) =>
          this.deps.log.error({ err: error }, 'password reset mail failed'),
        );
      }
    }
  }

  /** The reset link for an existing account, at most `perAccount` per window and address. */
  private async send(email: string, locale: Locale) {
    const { users, passwordResets, mailer, perAccount, publicOrigin } = this.deps;
    const user = await users.findByEmail(email);
    // Counted per address (one address, one account) known or not: the same write either way.
    const allowed = (await perAccount.hit(`reset-mail:${email.toLowerCase()}`)).allowed;
    const token = newToken();
    const prefix = locale === 'ms-MY' ? '/ms-MY' : '';
    const link = `${publicOrigin}${prefix}/auth/reset-password?token=${token}`;
    const name = user?.firstName ?? email;
    const mail = await accountNoticeMail({
      locale,
      name,
      subject: t(locale, 'resetMailSubject'),
      body: t(locale, 'resetMailBody', { name, link, minutes: RESET_TOKEN_TTL_MS / 60_000 }),
    });
    if (!user || !allowed) return;
    await passwordResets.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    // The link proves the address as a verification link does: it may go to an unproven one.
    await mailer.send({
      kind: 'password_reset',
      to: user.email,
      verifiedRecipient: user.emailVerifiedAt !== null,
      ...mail,
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reset-mail job of this process (tests stop its timer and kick it themselves). */
    passwordResetMails: PasswordResetMails;
  }
}
