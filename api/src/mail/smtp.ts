import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import type { MailConfig } from '../config';
import type { MailTransport, OutgoingMail } from './mailer';

type SmtpSettings = Extract<MailConfig, { driver: 'smtp' }>;

interface Reply {
  code: number;
  lines: string[];
}

const TIMEOUT_MS = 15_000;

/** Reads SMTP replies (`250-...` continuation lines up to `250 ...`) from a socket. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: Reply | Error) => void) | null = null;
  private replies: (Reply | Error)[] = [];

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.push(error));
    socket.on('timeout', () => {
      this.push(new Error('SMTP server timed out'));
      socket.destroy();
    });
    socket.setTimeout(TIMEOUT_MS);
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) !== -1) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.push({ code: Number(line.slice(0, 3)), lines: this.lines });
        this.lines = [];
      }
    }
  }

  private push(reply: Reply | Error) {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(reply);
    } else {
      this.replies.push(reply);
    }
  }

  next(): Promise<Reply> {
    const queued = this.replies.shift();
    const settle = (reply: Reply | Error) =>
      reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    if (queued) return settle(queued);
    return new Promise<Reply | Error>((resolve) => {
      this.waiting = resolve;
    }).then(settle);
  }
}

function connect(settings: SmtpSettings): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = settings.secure
      ? tls.connect({ host: settings.host, port: settings.port, servername: settings.host })
      : net.connect({ host: settings.host, port: settings.port });
    socket.once(settings.secure ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** No CR or LF may reach a header (header injection). */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function encodeHeader(value: string): string {
  const safe = headerSafe(value);
  return /^[\x20-\x7e]*$/.test(safe) ? safe : `=?UTF-8?B?${Buffer.from(safe).toString('base64')}?=`;
}

function addressOf(value: string): string {
  const match = /<([^>]+)>/.exec(value);
  return headerSafe(match?.[1] ?? value);
}

/** A body part in base64, wrapped at 76 characters, with CRLF line ends. */
function base64Body(text: string): string {
  return Buffer.from(text.replace(/\r?\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\r\n');
}

/**
 * The message as sent: plain text alone, or multipart/alternative with the text first and the
 * HTML last (mail clients show the last part they can display).
 */
export function formatMessage(from: string, message: OutgoingMail, host = os.hostname()): string {
  const headers = [
    `From: ${headerSafe(from)}`,
    `To: ${headerSafe(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${headerSafe(host)}>`,
    'MIME-Version: 1.0',
  ];
  if (!message.html) {
    return [
      ...headers,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Body(message.text),
    ].join('\r\n');
  }
  const boundary = `=_mealprep_${randomBytes(12).toString('hex')}`;
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(body),
  ];
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...part('text/plain', message.text),
    ...part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * A minimal SMTP client over node:net/tls (nodemailer is not a dependency): implicit TLS or
 * STARTTLS when offered, AUTH PLAIN when a user is configured, one message per connection.
 */
export class SmtpTransport implements MailTransport {
  constructor(private readonly settings: SmtpSettings) {}

  async send(message: OutgoingMail): Promise<void> {
    let socket = await connect(this.settings);
    const reader = new ReplyReader(socket);
    const expect = async (codes: number[], step: string) => {
      const reply = await reader.next();
      if (!codes.includes(reply.code)) {
        throw new Error(`SMTP ${step} refused: ${reply.code} ${reply.lines.join(' ')}`);
      }
      return reply;
    };
    const command = (line: string) => socket.write(`${line}\r\n`);
    try {
      await expect([220], 'greeting');
      command(`EHLO ${os.hostname()}`);
      let ehlo = await expect([250], 'EHLO');
      const offersTls = ehlo.lines.some((line) => line.toUpperCase() === 'STARTTLS');
      if (!this.settings.secure && offersTls) {
        command('STARTTLS');
        await expect([220], 'STARTTLS');
        socket.removeAllListeners('data');
        socket = tls.connect({ socket, servername: this.settings.host });
        await new Promise<void>((resolve, reject) => {
          socket.once('secureConnect', resolve);
          socket.once('error', reject);
        });
        reader.attach(socket);
        command(`EHLO ${os.hostname()}`);
        ehlo = await expect([250], 'EHLO');
      }
      if (this.settings.user) {
        const credentials = Buffer.from(
          `\0${this.settings.user}\0${this.settings.password ?? ''}`,
        ).toString('base64');
        command(`AUTH PLAIN ${credentials}`);
        await expect([235], 'AUTH');
      }
      command(`MAIL FROM:<${addressOf(this.settings.from)}>`);
      await expect([250], 'MAIL FROM');
      command(`RCPT TO:<${addressOf(message.to)}>`);
      await expect([250, 251], 'RCPT TO');
      command('DATA');
      await expect([354], 'DATA');
      // Dot-stuffing: a line starting with "." gets a second one.
      const data = formatMessage(this.settings.from, message).replace(/^\./gm, '..');
      socket.write(`${data}\r\n.\r\n`);
      await expect([250], 'message');
      command('QUIT');
      await expect([221], 'QUIT').catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}
