import { mailServer } from '../test/mailServer';
import { MailDeliveryError } from './mailer';
import { SmtpTransport } from './smtp';

const settings = (port: number) => ({
  driver: 'smtp' as const,
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  password: 's3cret',
  from: 'MealPrep <no-reply@mealprep.my>',
});

const mail = {
  kind: 'test',
  to: 'Siti <siti@example.my>',
  subject: 'Tetapkan semula kata laluan — MealPrep',
  text: 'Hai Siti,\n.\nPautan: http://shop.test/x',
};

/** A header's value as sent, unfolded (a long encoded header may span lines). */
function header(raw: string, name: string): string {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(head);
  return (match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ');
}

describe('SmtpTransport against a real SMTP server', () => {
  it('delivers with AUTH, the envelope, an encoded subject and the body’s lone dot intact', async () => {
    const server = await mailServer();
    const transport = new SmtpTransport(settings(server.port));
    try {
      await transport.send({ ...mail, html: '<p>Hai <b>Siti</b></p>' });
      expect(server.received).toHaveLength(1);
      const [received] = server.received;
      expect(received).toMatchObject({
        from: 'no-reply@mealprep.my',
        recipients: ['siti@example.my'],
        user: 'mailer',
      });
      const raw = received?.data ?? '';
      expect(header(raw, 'Subject')).toMatch(/=\?UTF-8\?[BQ]\?/);
      expect(header(raw, 'Content-Type')).toContain('multipart/alternative');
      // Text first, HTML last: mail clients show the last part they can display.
      expect(raw.indexOf('text/plain')).toBeLessThan(raw.indexOf('text/html'));
      expect(raw).toContain('Hai Siti,\r\n.\r\nPautan: http://shop.test/x');
    } finally {
      transport.close();
      await server.close();
    }
  });

  it('keeps CR/LF out of headers: no Bcc smuggled through the address or the subject', async () => {
    const server = await mailServer();
    const transport = new SmtpTransport(settings(server.port));
    try {
      const smuggled = transport.send({ ...mail, to: 'siti@example.my\r\nBcc: victim@example.my' });
      await expect(smuggled).rejects.toMatchObject({ permanent: true });
      const group = transport.send({ ...mail, to: 'Friends: victim@example.my, b@example.my;' });
      await expect(group).rejects.toMatchObject({ permanent: true });
      expect(server.received).toHaveLength(0);

      await transport.send({ ...mail, subject: 'hi\r\nBcc: victim@example.my' });
      const [received] = server.received;
      expect(received?.recipients).toEqual(['siti@example.my']);
      const head = (received?.data ?? '').split('\r\n\r\n')[0] ?? '';
      expect(head.split('\r\n').filter((line) => /^bcc:/i.test(line))).toHaveLength(0);
    } finally {
      transport.close();
      await server.close();
    }
  });

  it('refuses a STARTTLS whose certificate does not verify, and sends nothing in plain text', async () => {
    const server = await mailServer({ startTls: true });
    const transport = new SmtpTransport(settings(server.port));
    try {
      const sent = transport.send(mail);
      await expect(sent).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sent).rejects.toMatchObject({ permanent: false });
      expect(server.received).toHaveLength(0);
    } finally {
      transport.close();
      await server.close();
    }
  });

  it('a 4xx is a failure to try again, and the next attempt delivers', async () => {
    const server = await mailServer({ recipientAnswers: [451] });
    const transport = new SmtpTransport(settings(server.port));
    try {
      await expect(transport.send(mail)).rejects.toMatchObject({
        permanent: false,
        message: expect.stringContaining('451'),
      });
      await transport.send(mail);
      expect(server.received).toHaveLength(1);
    } finally {
      transport.close();
      await server.close();
    }
  });

  it('a 5xx is a refusal for good', async () => {
    const server = await mailServer({ recipientAnswers: [550] });
    const transport = new SmtpTransport(settings(server.port));
    try {
      await expect(transport.send(mail)).rejects.toMatchObject({
        permanent: true,
        message: expect.stringContaining('550'),
      });
      expect(server.received).toHaveLength(0);
    } finally {
      transport.close();
      await server.close();
    }
  });
});
