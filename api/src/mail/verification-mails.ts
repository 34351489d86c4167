import type { Database } from '../db';
import { withLocalePrefix, type Locale } from '@mealprep/shared/locale';
import { t } from '../i18n/messages';
import { hashToken, newToken } from '../lib/tokens';
import type { EmailVerificationsRepository } from '../repositories/email-verifications';
import type { Mailer } from './mailer';
import { accountNoticeMail } from './templates/notice';

/** How long a verification link opens (docs/accounts.md). */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The link that proves an address (docs/accounts.md): a random 256-bit token, stored hashed
 * with the address it was mailed to and an expiry, used once. Sent on registration, on a
 * resend, and to the new address of an e-mail change.
 */
export class VerificationMails {
  constructor(
    private readonly links: EmailVerificationsRepository,
    private readonly mailer: Mailer,
    private readonly publicOrigin: string,
  ) {}

  /**
   * Writes the link for `email` (the account's own address, or the new one of a change) inside
   * `tx`, and its mail in `locale`.
   */
  async send(
    tx: Database,
    user: { id: number; firstName: string },
    email: string,
    purpose: 'account' | 'change',
    locale: Locale,
  ) {
    const token = newToken();
    await this.links.create(
      {
        userId: user.id,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
      },
      tx,
    );
    const link = `${this.publicOrigin}${withLocalePrefix('/auth/verify-email', locale)}?token=${token}`;
    const values = { name: user.firstName, email, link, hours: VERIFY_TOKEN_TTL_MS / 3_600_000 };
    const words =
      purpose === 'account'
        ? { subject: t(locale, 'verifyMailSubject'), body: t(locale, 'verifyMailBody', values) }
        : {
            subject: t(locale, 'verifyChangeMailSubject'),
            body: t(locale, 'verifyChangeMailBody', values),
          };
    return this.mailer.send(
      {
        kind: 'email_verification',
        to: email,
        // Proving the address is what this mail is for.
        verifiedRecipient: false,
        ...(await accountNoticeMail({ locale, name: user.firstName, ...words })),
      },
      tx,
    );
  }
}
