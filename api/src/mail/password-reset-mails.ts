import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../http/rate-limit';
import { t } from '../i18n/messages';
import { asLocale, withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import type { JobQueue } from '../jobs/queue';
import { hashToken, newToken } from '../lib/tokens';
import type { PasswordResetsRepository } from '../repositories/password-resets';
import type { UsersRepository } from '../repositories/users';
import type { Mailer } from './mailer';
import { accountNoticeMail } from './templates/notice';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The queue of the reset-mail job (docs/jobs.md). */
export const RESET_MAILS_JOB = 'password-reset-mails';
/** Every minute, requests whose job was not queued (the send failed after the row) are worked. */
export const RESET_CATCH_UP_CRON = '* * * * *';
/** Requests taken per round. */
const BATCH = 20;

/**
 * Writes the reset mails of queued "forgot password" requests (docs/architecture.md §5.1). The
 * request itself only queues a row, the same for any address, and answers; the work that
 * depends on whether the address has an account — the lookup, the token, rendering the mail —
 * happens here, in a job on the job queue, in batches, never in the wake of one request, where
 * the time it takes on the event loop would show in the next answer: the request only queues a
 * job (one waiting job stands for every request that came meanwhile), and a worker finds it on
 * its next poll (`JOBS_POLL_SECONDS`), in whichever process. An unknown address is rendered too
 * (and the result dropped), so even a round with one request does about the same work. SKIP
 * LOCKED hands each request to one run.
 */
export class PasswordResetMails {
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      jobs: JobQueue;
      users: UsersRepository;
      passwordResets: PasswordResetsRepository;
      mailer: Mailer;
      /** Reset mails one address receives per window (more requests send nothing). */
      perAccount: RateLimiter;
      publicOrigin: string;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {}

  /** Queues the request and its job; answers as soon as both are written, whatever the address. */
  async request(email: string, locale: Locale) {
    await this.deps.passwordResets.request(email, locale);
    await this.deps.jobs.send(RESET_MAILS_JOB, {}, { singletonKey: 'waiting' });
  }

  /** The reset-mail job of this process. */
  async work(): Promise<void> {
    await this.deps.jobs.work(RESET_MAILS_JOB, () => this.kick());
    await this.deps.jobs.schedule(RESET_MAILS_JOB, RESET_CATCH_UP_CRON);
  }

  /** Works every queued request now; resolves when none is left (the job's work). */
  kick(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
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
    const link = `${publicOrigin}${withLocalePrefix('/auth/reset-password', locale)}?token=${token}`;
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
