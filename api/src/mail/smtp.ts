import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { MailConfig } from '../config';
import { MailDeliveryError, type MailTransport, type OutgoingMail } from './mailer';

type SmtpSettings = Extract<MailConfig, { driver: 'smtp' }>;

/** How long a connection may wait for the server's greeting or its next answer. */
const TIMEOUT_MS = 15_000;

interface SmtpFailure {
  message?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

function deliveryError(error: unknown): MailDeliveryError {
  const failure = (error && typeof error === 'object' ? error : {}) as SmtpFailure;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const step = typeof failure.command === 'string' ? ` at ${failure.command}` : '';
  const reason = typeof failure.message === 'string' ? failure.message : String(error);
  return new MailDeliveryError(
    `SMTP${step}: ${reason}`,
    code !== null && code >= 500 && code < 600,
  );
}

/**
 * The one address a mail goes to. An address list is refused, not sent: `to` is one account's
 * address, and a value that parses as several, or as a group — "siti@example.my\r\nBcc: victim@example.my"
 * parses as a group holding only the victim — is an attempt to add or change readers.
 */
function singleRecipient(value: string): { name: string; address: string } {
  // No line break reaches a header, and no group ("Bcc: victim@…" parses as one).
  const parsed = /[\r\n]/.test(value) ? [] : addressparser(value);
  const [only] = parsed;
  if (parsed.length !== 1 || !only || !('address' in only) || !only.address) {
    throw new MailDeliveryError('SMTP: the recipient is not exactly one address', true);
  }
  return { name: only.name, address: only.address };
}

/**
 * Sends mail through an SMTP server with nodemailer: implicit TLS when `secure`, otherwise
 * STARTTLS whenever the server offers it — and a server that offers it with a certificate that
 * does not verify is refused, never answered in plain text. AUTH when a user is configured.
 * Connections are pooled (at most two), so a queue of mails does not pay a handshake each.
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      pool: true,
      maxConnections: 2,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send(message: OutgoingMail): Promise<void> {
    const to = singleRecipient(message.to);
    try {
      await this.transporter.sendMail({
        from: this.settings.from,
        to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (error) {
      throw deliveryError(error);
    }
  }

  /** Closes the pooled connections (the API's shutdown). */
  close(): void {
    this.transporter.close();
  }
}
