/**
 * `npm run bench:slow-clients -w api`: the slow-body probe of docs/architecture.md §5.1 against a real API process
 * (`src/server.ts`, PGlite in a temporary DATA_DIR, default limits). 600 sockets from 127.0.0.1
 * each send a POST's headers with `Content-Length: 1000000` and then one byte a second.
 * Printed: how many the server keeps open over time and how many file descriptors the process
 * holds (Linux `/proc`). Expected with the defaults (docs/architecture.md §5.1): at most
 * `MAX_CONNECTIONS_PER_IP` (256) open at once, none left once `REQUEST_TIMEOUT_MS` (30 s) and
 * one check have passed. Before the timeouts existed every socket stayed open for ever. About
 * 50 s after the server is up (its first start on a fresh directory migrates and seeds), loopback
 * only.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../src/test/processes';

const SOCKETS = 600;
const CHECKPOINTS_S = [2, 10, 20, 31, 36, 45];

function fileDescriptors(pid: number | undefined): number | null {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealprep-slow-clients-'));
  const api = await startApiProcess({ DATA_DIR: dataDir }, 300_000);
  const port = Number(new URL(api.baseUrl).port);
  const pid = api.child.pid;
  try {
    console.log(`server file descriptors before: ${fileDescriptors(pid)}`);
    const sockets: net.Socket[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000000\r\n\r\n{',
        );
      });
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    const trickle = setInterval(() => {
      for (const socket of sockets) if (socket.writable) socket.write(' ');
    }, 1000);
    const started = Date.now();
    const rows = [];
    for (const seconds of CHECKPOINTS_S) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 - (Date.now() - started)));
      rows.push({
        seconds,
        open: sockets.filter((socket) => !socket.destroyed).length,
        serverFds: fileDescriptors(pid),
      });
    }
    clearInterval(trickle);
    for (const socket of sockets) socket.destroy();
    console.table(rows);
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
