import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  /** The raw message as the server received it (headers, blank line, body), CRLF line ends. */
  data: string;
  /** Whether the session had been upgraded with STARTTLS. */
  secure: boolean;
  user: string | null;
}

export interface MailServerOptions {
  /** Offer STARTTLS (with the server package's own self-signed certificate). */
  startTls?: boolean;
  /** The answer to each RCPT TO, in turn (then 250): e.g. [451] for one "try later". */
  recipientAnswers?: number[];
}

/**
 * A real SMTP server process on loopback (the `smtp-server` package), recording what it accepts:
 * AUTH PLAIN/LOGIN for any user, the envelope and the raw message.
 */
export async function mailServer(options: MailServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const answers = [...(options.recipientAnswers ?? [])];
  const settings: SMTPServerOptions = {
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: options.startTls ? [] : ['STARTTLS'],
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      const code = answers.shift() ?? 250;
      if (code === 250) return callback();
      const error = Object.assign(new Error(code >= 500 ? 'no such user' : 'try again later'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          recipients: envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
