import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
/** The shipped site configuration, run as is apart from what `siteForTest` changes. */
export const shippedNginxConf = fileURLToPath(
  new URL('../../../../deploy/nginx.conf', import.meta.url),
);

/** Debian's nginx (or NGINX_PATH); undefined when it is not installed. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  return candidates.find((path) => path && spawnSync(path, ['-v']).status === 0);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A child process whose output is kept, stopped with SIGTERM and, after 5 s, SIGKILL. */
export interface Process {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function track(child: ChildProcess): Process {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Instance extends Process {
  port: number;
}

/** The real server (main.ts through tsx, as `npm run serve` runs it), listening on a free port. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = track(child);
  let port: number | undefined;
  try {
    await until(
      'the server to listen',
      () => {
        if (child.exitCode !== null) throw new Error(`server exited:\n${instance.output()}`);
        const match = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(
          instance.output(),
        );
        port = match ? Number(match[1]) : undefined;
        return port !== undefined;
      },
      60_000,
    );
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return { ...instance, port: port ?? 0 };
}

/**
 * The shipped site file with its two deployment-specific parts replaced: the `listen` lines
 * (a free local port) and the log directory. Fails when either is not found, so a change to
 * the shipped file cannot silently leave the test running something else.
 */
export function siteForTest(conf: string, port: number, logDir: string): string {
  const listens = conf.match(/^\s*listen .*;$/gm) ?? [];
  const logs = conf.match(/\/var\/log\/nginx\//g) ?? [];
  if (listens.length === 0 || logs.length === 0) {
    throw new Error('deploy/nginx.conf: no listen line or /var/log/nginx/ path to replace');
  }
  let first = true;
  return conf
    .replace(/^(\s*)listen .*;\n/gm, (_line, indent: string) => {
      if (!first) return '';
      first = false;
      return `${indent}listen 127.0.0.1:${port};\n`;
    })
    .replaceAll('/var/log/nginx/', `${logDir}/`);
}

export interface Nginx extends Process {
  url: string;
  dir: string;
  accessLog: () => string;
  errorLog: () => string;
}

/**
 * A private nginx on `port` with its own prefix, temp and log directories under `dir`,
 * running the shipped site file in front of `upstreamPorts` (its partnerly-upstream.conf).
 */
export async function startNginx(
  binary: string,
  dir: string,
  upstreamPorts: number[],
  port: number,
  /** Each proxied socket holds two: bench:cluster's thousands of sockets need more. */
  workerConnections = 256,
): Promise<Nginx> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  // Workers (root's are "nobody") create temp files under this directory.
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'partnerly-upstream.conf'),
    upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;\n`).join(''),
  );
  writeFileSync(
    join(dir, 'partnerly.conf'),
    siteForTest(readFileSync(shippedNginxConf, 'utf8'), port, join(dir, 'logs')),
  );
  const temp = (name: string) => join(dir, 'temp', name);
  // What Debian's /etc/nginx/nginx.conf gives around conf.d/*.conf (gzip on included),
  // without its paths.
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `error_log ${join(dir, 'logs', 'error.log')} info;`,
      `worker_rlimit_nofile ${workerConnections * 2};`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  default_type application/octet-stream;',
      '  gzip on;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${join(dir, 'partnerly.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const child = spawn(
    binary,
    [
      '-p',
      `${dir}/`,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'logs', 'startup.log'),
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const nginx: Nginx = {
    ...track(child),
    url: `http://127.0.0.1:${port}`,
    dir,
    accessLog: () => read(join(dir, 'logs', 'partnerly.access.log')),
    errorLog: () => read(join(dir, 'logs', 'error.log')),
  };
  try {
    await until(
      'nginx to answer',
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`nginx exited: ${nginx.output()}${nginx.errorLog()}`);
        }
        return (await probe(port)) !== undefined;
      },
      10_000,
    );
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}

function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  port?: number | string;
}

/** One HTTP request to a local port from `localAddress`; the body is read as text. */
export function httpCall(
  port: number | string,
  localAddress: string,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers, localAddress },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}
