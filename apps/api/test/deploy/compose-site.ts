import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A server's checkout for the tests of deploy/*.sh: the repository's docker-compose.yml, an
 * .env, and on PATH the compose stand-in (compose-stand-in.mjs) as `docker`, a `curl` that
 * answers as a ready API, and a `sleep` that stops the backup schedule after its first round
 * as `docker compose stop` would. Everything but the Docker engine runs for real.
 */
const REPO = path.resolve(import.meta.dirname, '../../../..');
const STAND_IN = path.resolve(import.meta.dirname, 'compose-stand-in.mjs');

export interface ComposeSite {
  root: string;
  dir: string;
  run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
}

function tool(bin: string, name: string, body: string) {
  writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(path.join(bin, name), 0o755);
}

export function composeSite(databaseUri: string, env: Record<string, string>): ComposeSite {
  const root = mkdtempSync(path.join(os.tmpdir(), 'compose-site-'));
  const dir = path.join(root, 'site');
  const bin = path.join(root, 'bin');
  mkdirSync(dir);
  mkdirSync(bin);
  copyFileSync(path.join(REPO, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  tool(bin, 'docker', `exec "${process.execPath}" "${STAND_IN}" "$@"`);
  tool(bin, 'curl', `echo "$*" >> "${root}/curl.log"; echo '{"status":"ready"}'`);
  tool(bin, 'sleep', 'kill -TERM $PPID');
  const run: ComposeSite['run'] = (command, args) =>
    new Promise((resolve) => {
      execFile(
        command,
        args,
        {
          cwd: dir,
          env: {
            PATH: `${bin}:${process.env.PATH ?? ''}`,
            STAND_IN_STATE: path.join(root, 'state'),
            STAND_IN_APP_DIR: REPO,
            STAND_IN_MONGODB_URI: databaseUri.replace(/\/?$/, '/'),
            GIT_CONFIG_NOSYSTEM: '1',
            HOME: root,
          },
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  return { root, dir, run };
}

/** The .env a site's operator writes (docs/DEPLOYMENT.md, "First start"), less what a test sets. */
export const SITE_ENV = {
  JWT_SECRET: 'deploy-test-secret-of-at-least-32-characters',
  PUBLIC_ORIGIN: 'https://www.example.edu',
  MONGO_APP_USERNAME: 'tutoring',
  MONGO_APP_PASSWORD: 'not-used-by-the-stand-in',
  LOG_LEVEL: 'silent',
};

export const DEPLOY_DIR = path.join(REPO, 'deploy');
