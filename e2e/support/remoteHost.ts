import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/**
 * A remote's own origin (docs/architecture.md §8: a team may serve its remote from its own host), which
 * a test can take down and bring back to play an outage of that one remote.
 */
export class RemoteHost {
  private server: Server | null = null;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  get baseUrl(): string {
    return `http://localhost:${this.port}/`;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      const file = join(this.dir, path);
      if (!file.startsWith(this.dir) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
