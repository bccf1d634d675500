#!/usr/bin/env node
// `docker compose` without the Docker engine, for the tests of deploy/*.sh: it reads the
// compose files and env file as Compose does (default files and override, -f, --env-file,
// ${VAR:-default} and ${VAR:?message}, volumes), and runs a service's command natively in the
// repository (STAND_IN_APP_DIR, the image's /app) with the service's environment: named
// volumes are folders under STAND_IN_STATE/<project>, bind mounts their host paths, and
// MONGODB_URI a database of the project's own on STAND_IN_MONGODB_URI. `up` runs the services
// that have a command of their own (the backup schedule) in the foreground; the others
// (mongo, api, web) have nothing to run here. Also answers `docker image prune`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { MongoClient } from 'mongodb';

const args = process.argv.slice(2);
if (args[0] === 'image') process.exit(0);
if (args.shift() !== 'compose') throw new Error(`stand-in: only docker compose, not ${args}`);

const files = [];
let project;
let envFile;
while (args[0]?.startsWith('-')) {
  const flag = args.shift();
  if (flag === '-p') project = args.shift();
  else if (flag === '-f') files.push(path.resolve(args.shift()));
  else if (flag === '--env-file') envFile = path.resolve(args.shift());
  else throw new Error(`stand-in: unknown option ${flag}`);
}
if (files.length === 0) {
  files.push(path.resolve('docker-compose.yml'));
  if (existsSync('docker-compose.override.yml'))
    files.push(path.resolve('docker-compose.override.yml'));
}
const projectDir = path.dirname(files[0]);

function readEnvFile(file) {
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
const variables = { ...readEnvFile(envFile ?? path.join(projectDir, '.env')) };

function interpolate(value) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g, (all, name, op, rest) => {
    if (all === '$$') return '$';
    const found = variables[name] ?? '';
    if (op === ':?' && !found) throw new Error(`stand-in: ${rest}`);
    return found || (op === ':-' ? rest : '');
  });
}

function merge(base, extra) {
  if (Array.isArray(base) && Array.isArray(extra)) return [...base, ...extra];
  if (base && extra && typeof base === 'object' && typeof extra === 'object') {
    const merged = { ...base };
    for (const [key, value] of Object.entries(extra)) merged[key] = merge(base[key], value);
    return merged;
  }
  return extra ?? base;
}
const config = files.map((file) => yaml.load(readFileSync(file, 'utf8'))).reduce(merge, {});
project ??= config.name;
const state = path.join(process.env.STAND_IN_STATE, project);
const databaseName = `stand_in_${project.replaceAll('-', '_')}`;

/** The service's environment and mounts, as its container would see them. */
function container(name, extraMounts, extraEnv) {
  const service = config.services[name];
  if (!service) throw new Error(`stand-in: no service ${name}`);
  const mounts = [...(service.volumes ?? []), ...extraMounts].map((entry) => {
    const [source, target] = interpolate(entry).split(':');
    const host = /^[./]/.test(source)
      ? path.resolve(projectDir, source)
      : path.join(state, 'volumes', source);
    if (!/^[./]/.test(source)) mkdirSync(host, { recursive: true });
    return { host, target };
  });
  mounts.sort((a, b) => b.target.length - a.target.length);
  const translate = (value) => {
    const mount = mounts.find((m) => value === m.target || value.startsWith(`${m.target}/`));
    return mount ? mount.host + value.slice(mount.target.length) : value;
  };
  const env = { PATH: process.env.PATH };
  for (const [key, value] of Object.entries(service.environment ?? {})) {
    env[key] = translate(interpolate(String(value)));
  }
  Object.assign(env, extraEnv);
  for (const key of Object.keys(env)) env[key] = translate(env[key]);
  if (env.MONGODB_URI) env.MONGODB_URI = `${process.env.STAND_IN_MONGODB_URI}${databaseName}`;
  env.HOME = path.join(state, 'home');
  mkdirSync(env.HOME, { recursive: true });
  return { service, env, translate };
}

function runIn(name, command, extraMounts = [], extraEnv = {}) {
  const { env, translate } = container(name, extraMounts, extraEnv);
  const run = spawnSync(command[0], command.slice(1).map(translate), {
    cwd: process.env.STAND_IN_APP_DIR,
    env,
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

const command = args.shift();
const mounts = [];
const extraEnv = {};
while (args[0]?.startsWith('-')) {
  const flag = args.shift();
  if (flag === '-v') mounts.push(args.shift());
  else if (flag === '-e') {
    const [key, ...value] = args.shift().split('=');
    extraEnv[key] = value.join('=');
  } else if (!['-d', '-T', '--rm', '--build', '--wait'].includes(flag)) {
    throw new Error(`stand-in: unknown ${command} option ${flag}`);
  }
}
let status = 0;
if (command === 'exec' || command === 'run') {
  status = runIn(args[0], args.slice(1), mounts, extraEnv);
} else if (command === 'up') {
  const names = args.length ? args : Object.keys(config.services);
  for (const name of names) {
    const service = config.services[name];
    const profiled = service.profiles && !args.includes(name);
    if (profiled || !Array.isArray(service.command) || service.command[0] !== 'sh') continue;
    status ||= runIn(name, service.command);
  }
} else if (command === 'down') {
  rmSync(state, { recursive: true, force: true });
  const client = await MongoClient.connect(process.env.STAND_IN_MONGODB_URI);
  await client.db(databaseName).dropDatabase();
  await client.close();
} else if (!['logs', 'ps', 'restart'].includes(command)) {
  throw new Error(`stand-in: docker compose ${command} is not stood in for`);
}
process.exit(status);
