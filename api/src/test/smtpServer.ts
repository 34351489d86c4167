import net from 'node:net';

/** A small but real SMTP server on loopback that records what it receives. */
export function smtpServer(options: { refuseRecipient?: boolean } = {}) {
  const received: { commands: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    const session = { commands: [] as string[], data: '' };
    received.push(session);
    let buffer = '';
    let inData = false;
    socket.write('220 test.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else session.data += `${line}\n`;
          continue;
        }
        session.commands.push(line);
        const verb = line.split(/[ :]/)[0]?.toUpperCase();
        if (verb === 'EHLO')
          socket.write('250-test.smtp\r\n250-AUTH PLAIN\r\n250 SIZE 1000000\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT')
          socket.write(options.refuseRecipient ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 unknown\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
      });
    },
  );
}
