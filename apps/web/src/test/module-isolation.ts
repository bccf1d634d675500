import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Calls that swap or reload modules: their effect would reach every later file of a shared run. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files (relative to the web app) that replace or reload modules. They run with a
 * module registry of their own; every other file shares one with the files before it
 * (vite.config.ts), so a mock made here can never leak into them.
 */
export function filesThatReplaceModules(appDir: string): string[] {
  return readdirSync(path.join(appDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) => REPLACES_MODULES.test(readFileSync(path.join(appDir, file), 'utf8')))
    .sort();
}
