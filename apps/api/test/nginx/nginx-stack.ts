import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApp, type AppConfig } from '../../src/app';
import {
  close,
  fakeTerminator,
  freePort,
  listen,
  request,
  TERMINATOR_ADDRESS,
} from './http-client';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
const VITE = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
/** What the web image holds beside the generated header snippets (apps/web/Dockerfile). */
const NGINX_FILES = ['nginx.conf.template', 'proxy-to-api.conf', 'run-nginx.sh'];

/** Resolves once `check` is true; fails at once if the child process is gone. */
async function waitFor(check: () => Promise<boolean>, child: ChildProcess, log: () => string) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited before it answered:\n${log()}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

interface Layout {
  root: string;
  configDir: string;
  webRoot: string;
}

/**
 * nginx as the web image runs it (its own run-nginx.sh) with local addresses, answering on
 * a free port once it serves `/`. `env` adds to or overrides the deployment's variables.
 */
async function launchNginx(
  layout: Layout,
  name: string,
  env: Record<string, string>,
): Promise<RunningNginx> {
  const port = await freePort();
  let log = '';
  const child = spawn('sh', [path.join(layout.configDir, 'run-nginx.sh')], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NGINX_BIN,
      NGINX_CONFIG_DIR: layout.configDir,
      NGINX_RUN_DIR: path.join(layout.root, name),
      WEB_ROOT: layout.webRoot,
      LISTEN: `127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(
      async () => (await request(port, { path: '/' })).status === 200,
      child,
      () => log,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/**
 * Renders the configuration with `env` and runs `nginx -t` on it: the exit code and what the
 * script or nginx said.
 */
export function renderOnly(layout: Layout, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn('sh', [path.join(layout.configDir, 'run-nginx.sh')], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        NGINX_BIN: path.join(layout.configDir, 'nginx-t.sh'),
        NGINX_CONFIG_DIR: layout.configDir,
        NGINX_RUN_DIR: path.join(layout.root, 'render-only'),
        WEB_ROOT: layout.webRoot,
        ...env,
      },
      // Not a pipe for stdout: Node's are sockets, which nginx cannot open as /dev/stdout
      // (the access log). Everything worth reading goes to stderr.
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export interface NginxStack extends Layout {
  /** nginx, as clients reach it directly. */
  nginxPort: number;
  /** The fake TLS terminator in front of nginx. */
  terminatorPort: number;
  /** The API itself, without nginx. */
  apiPort: number;
  /** Whether this nginx sends .br files (Debian's brotli module is installed). */
  brotli: boolean;
  /** Another nginx with the same files and API, configured with `env` (stopped by stop()). */
  launch(env: Record<string, string>): Promise<RunningNginx>;
  stop(): Promise<void>;
}

/**
 * Builds the web app into a private folder (others may rebuild apps/web/dist meanwhile), lays
 * out the config folder as the web image does, starts the API (createApp, trusting the
 * address nginx connects from), nginx through the image's own run-nginx.sh with local
 * addresses and the terminator trusted, and the fake terminator. stop() ends everything it
 * started and removes the folder.
 */
export async function startNginxStack(
  app: Partial<AppConfig> & Pick<AppConfig, 'jwtSecret'>,
): Promise<NginxStack> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  // nginx's workers run as another user when the test runs as root: they must read the files.
  chmodSync(root, 0o755);
  const layout = { root, configDir: path.join(root, 'config'), webRoot: path.join(root, 'html') };
  const nginxes: RunningNginx[] = [];
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(nginxes.map((nginx) => nginx.stop()));
    await Promise.all(servers.map(close));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await promisify(execFile)(
      process.execPath,
      [VITE, 'build', '--outDir', layout.webRoot],
      // NODE_ENV=test (vitest's) would give React's development build.
      { cwd: WEB_DIR, maxBuffer: 64 << 20, env: { ...process.env, NODE_ENV: 'production' } },
    );
    mkdirSync(layout.configDir);
    for (const file of NGINX_FILES) {
      cpSync(path.join(WEB_DIR, 'nginx', file), path.join(layout.configDir, file));
    }
    cpSync(path.join(layout.webRoot, '.nginx'), layout.configDir, { recursive: true });
    writeFileSync(
      path.join(layout.configDir, 'nginx-t.sh'),
      `#!/bin/sh
exec ${NGINX_BIN} -t "$@"
`,
    );
    chmodSync(path.join(layout.configDir, 'nginx-t.sh'), 0o755);

    const api = createApp({ trustProxy: [TERMINATOR_ADDRESS], ...app });
    const apiServer = http.createServer(api);
    servers.push(apiServer);
    const apiPort = await listen(apiServer);
    const launch = async (env: Record<string, string>) => {
      const name = `run-${nginxes.length}`;
      const nginx = await launchNginx(layout, name, {
        API_UPSTREAM: `127.0.0.1:${apiPort}`,
        ...env,
      });
      nginxes.push(nginx);
      return nginx;
    };
    const nginx = await launch({ TRUSTED_PROXIES: TERMINATOR_ADDRESS });
    const terminator = fakeTerminator(nginx.port);
    servers.push(terminator);
    const terminatorPort = await listen(terminator);
    const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
    return { ...layout, nginxPort: nginx.port, terminatorPort, apiPort, brotli, launch, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
