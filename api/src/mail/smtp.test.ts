import { smtpServer } from '../test/smtpServer';
import { formatMessage, SmtpTransport } from './smtp';

const settings = (port: number) => ({
  driver: 'smtp' as const,
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  password: 's3cret',
  from: 'MealPrep <no-reply@mealprep.my>',
});

describe('SmtpTransport', () => {
  it('delivers a message with auth, envelope and dot-stuffed UTF-8 body', async () => {
    const server = await smtpServer();
    try {
      await new SmtpTransport(settings(server.port)).send({
        kind: 'test',
        to: 'Siti <siti@example.my>',
        subject: 'Tetapkan semula kata laluan — MealPrep',
        text: 'Hai Siti,\n.\nPautan: http://shop.test/x',
      });
      const [session] = server.received;
      expect(session?.commands).toEqual([
        expect.stringMatching(/^EHLO /),
        `AUTH PLAIN ${Buffer.from('\0mailer\0s3cret').toString('base64')}`,
        'MAIL FROM:<no-reply@mealprep.my>',
        'RCPT TO:<siti@example.my>',
        'DATA',
        'QUIT',
      ]);
      const [headers = '', body = ''] = (session?.data ?? '').split('\n\n');
      expect(headers).toContain('Subject: =?UTF-8?B?');
      expect(headers).toContain('Content-Transfer-Encoding: base64');
      expect(Buffer.from(body.replace(/\n/g, ''), 'base64').toString()).toBe(
        'Hai Siti,\r\n.\r\nPautan: http://shop.test/x',
      );
    } finally {
      await server.close();
    }
  });

  it('fails with the server’s answer when a step is refused', async () => {
    const server = await smtpServer({ refuseRecipient: true });
    try {
      await expect(
        new SmtpTransport(settings(server.port)).send({
          kind: 'test',
          to: 'x@example.my',
          subject: 's',
          text: 't',
        }),
      ).rejects.toThrow('SMTP RCPT TO refused: 550 no such user');
    } finally {
      await server.close();
    }
  });

  it('sends HTML and text as multipart/alternative, text first', () => {
    const raw = formatMessage('a@b.my', {
      kind: 'test',
      to: 'x@example.my',
      subject: 'Pesanan disahkan',
      text: 'Jumlah RM 10.00',
      html: '<p>Jumlah <b>RM 10.00</b></p>',
    });
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
    expect(raw).toContain('Content-Type: multipart/alternative;');
    const parts = raw.split(`--${boundary}`).slice(1, 3);
    const decoded = parts.map((part) => {
      const [head = '', body = ''] = part.split('\r\n\r\n');
      return { head, body: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString() };
    });
    expect(decoded[0]?.head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(decoded[0]?.body).toBe('Jumlah RM 10.00');
    expect(decoded[1]?.head).toContain('Content-Type: text/html; charset=utf-8');
    expect(decoded[1]?.body).toBe('<p>Jumlah <b>RM 10.00</b></p>');
    expect(raw.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  });

  it('keeps CR/LF out of headers', () => {
    const text = formatMessage('a@b.my', {
      kind: 'test',
      to: 'x@example.my\r\nBcc: victim@example.my',
      subject: 'hi\r\nBcc: victim@example.my',
      text: 'body',
    });
    expect(text.split('\r\n').filter((line) => line.startsWith('Bcc:'))).toHaveLength(0);
  });
});
