// nginx in front of the API processes and as the remotes' static origin (docs/deploy.md §3–§4):
// finds Debian's nginx (installing `nginx-light` when it is missing, the way
// api/scripts/with-postgres.sh installs postgresql), writes the configuration and runs it in the
// foreground under a prefix folder of its own, so nothing of the machine's nginx is touched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** True once something accepts TCP connections on 127.0.0.1:`port`. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The nginx binary; installs Debian's nginx-light when there is none. */
export function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  console.error('deploy: installing nginx-light (Debian package)');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!install()) throw new Error('deploy: apt-get install nginx-light failed');
  }
  if (!existsSync(NGINX)) throw new Error(`deploy: no ${NGINX} after installing nginx-light`);
  return NGINX;
}

/** Sockets with a request in progress, per client address and per client network. */
export const CONNECTIONS_PER_CLIENT = 64;
export const CONNECTIONS_PER_NETWORK = 128;

/**
 * The configuration of docs/deploy.md §3: the shop's server proxies to every API process
 * (round robin, keep-alive), says the request came over https from the client's address, and
 * keeps slow or piled-up clients away from Node — short header and body timeouts, and caps on
 * the requests in progress per client address and per client network (an IPv4 /24, an IPv6 /64,
 * IPv4-mapped IPv6 as IPv4); the static origin serves `<staticRoot>/<remote>/<version>/` with a
 * year's immutable cache, CORS for the federation runtime and integrity checks, and the build's
 * `.gz` copies.
 *
 * @param {{ prefix: string, shopPort: number, staticPort: number, apiPorts: number[],
 *   staticRoot: string, forwardedProto?: string, clientBodyTimeout?: string,
 *   connectionsPerClient?: number, connectionsPerNetwork?: number }} options
 */
export function nginxConfig(options) {
  const { prefix, shopPort, staticPort, apiPorts, staticRoot } = options;
  const forwardedProto = options.forwardedProto ?? 'https';
  const bodyTimeout = options.clientBodyTimeout ?? '5s';
  // Workers run as root only where the script itself does (a throwaway local deployment).
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by scripts/deploy/nginx.mjs (docs/deploy.md §3).
${user}worker_processes 1;
# A flood of sockets meets the per-network caps below, not the worker's own limit (each proxied
# request holds two connections: the client's and the upstream one).
worker_rlimit_nofile 20000;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 8192; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  log_format upstream '$remote_addr "$request" $status $upstream_addr $request_time';
  access_log ${prefix}/access.log upstream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  # Slow or piled-up clients wait on nginx, never on Node (docs/deploy.md §3): the headers must
  # come within 5 s, the body must not pause longer than the API's minimum-rate window (5 s), and
  # a timed-out socket is reset at once rather than lingering.
  client_header_timeout 5s;
  client_body_timeout ${bodyTimeout};
  send_timeout 30s;
  keepalive_timeout 15s;
  reset_timedout_connection on;
  client_max_body_size 3m;

  # The client's network: the first 3 bytes of an IPv4 address (its /24, also when it arrives
  # IPv4-mapped on an IPv6 socket), the first 8 of an IPv6 one (its /64). One client with many
  # addresses usually has them in one such block.
  map $binary_remote_addr $client_network {
    "~^(?s)\\x00{10}\\xff\\xff(?<mapped4>...).$" $mapped4;
    "~^(?s)(?<net4>...).$" $net4;
    "~^(?s)(?<net6>.{8}).{8}$" $net6;
    default $binary_remote_addr;
  }
  limit_conn_zone $binary_remote_addr zone=perclient:10m;
  limit_conn_zone $client_network zone=pernetwork:10m;
  limit_conn_status 429;

  upstream mealprep_api {
${apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    # Below the API's KEEP_ALIVE_TIMEOUT_MS (10 s): nginx never reuses a socket Node is closing.
    keepalive_timeout 5s;
  }

  # The shop: pages, API and uploads through the API processes.
  server {
    listen ${shopPort};
    server_name localhost;
    limit_conn perclient ${options.connectionsPerClient ?? CONNECTIONS_PER_CLIENT};
    limit_conn pernetwork ${options.connectionsPerNetwork ?? CONNECTIONS_PER_NETWORK};

    location / {
      proxy_pass http://mealprep_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto ${forwardedProto};
      # Whole bodies are read by nginx before one byte goes to Node.
      proxy_request_buffering on;
      proxy_connect_timeout 5s;
      proxy_send_timeout 30s;
      proxy_read_timeout 60s;
      # A process that is down or restarting: idempotent requests go to the other one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }

    # A release upload carries a whole remote build (api/src/routes/releases, 64 MiB).
    location = /api/v1/admin/releases {
      client_max_body_size 64m;
      proxy_pass http://mealprep_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto ${forwardedProto};
      proxy_read_timeout 120s;
    }
  }

  # The remotes' static origin: /<remote>/<version>/<file>, every URL versioned.
  server {
    listen ${staticPort};
    server_name localhost;
    root ${staticRoot};
    gzip_static on;
    gzip_vary on;
    etag on;

    location ~ /\\. { return 404; }

    location / {
      try_files $uri =404;
      # Without "always": a 404 is never cached for a year.
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header Access-Control-Allow-Origin "*";
      add_header Cross-Origin-Resource-Policy "cross-origin";
      add_header X-Content-Type-Options "nosniff";
    }
  }
}
`;
}

/**
 * Writes the configuration under `prefix` and runs nginx in the foreground (stopped with
 * SIGQUIT, a graceful shutdown).
 * @param {Parameters<typeof nginxConfig>[0]} options
 */
export async function startNginx(options) {
  const binary = ensureNginx();
  const { prefix } = options;
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, dir), { recursive: true });
  }
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const check = spawnSync(binary, ['-p', prefix, '-c', conf, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // nginx retries a busy port for seconds, and its pid file can appear before the ports answer:
  // wait until both accept connections (a refused connect means not yet).
  const deadline = Date.now() + 10_000;
  let ready = false;
  while (!ready && child.exitCode === null && Date.now() < deadline) {
    ready = (await accepts(options.shopPort)) && (await accepts(options.staticPort));
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!ready) {
    child.kill('SIGKILL');
    await exited;
    const log = existsSync(join(prefix, 'error.log'))
      ? readFileSync(join(prefix, 'error.log'), 'utf8')
      : '';
    throw new Error(`nginx exited at start (${child.exitCode}):\n${log}`);
  }
  return {
    conf,
    accessLog: join(prefix, 'access.log'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
