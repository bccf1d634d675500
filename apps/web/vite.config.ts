import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
// vitest/config's defineConfig is Vite's, plus the `test` block below.
import { defineConfig } from 'vitest/config';
import { filesThatReplaceModules } from './src/test/module-isolation.ts';
import { TEST_TIMEOUT_MS } from './src/test/timeouts.ts';
import { appEntryTagsSnippet } from './vite-plugins/app-entry-tags.ts';
import { nginxSecurityHeaders } from './vite-plugins/nginx-security-headers.ts';
import { themePalettesCss } from './vite-plugins/theme-css.ts';
import { publicSharedChunk } from './vite-plugins/public-shared-chunk.ts';
import { trackCodeLoads } from './vite-plugins/track-code-loads.ts';

const publicShared = publicSharedChunk();

// 127.0.0.1: the API listens on loopback IPv4 only (HOST), where "localhost" may be ::1 first.
const API_ORIGIN = 'http://127.0.0.1:4000';
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes name.br and name.gz beside every text asset of the build, compressed once at the
 * highest levels, so the server can send them (Content-Encoding) without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        // The entry page gets its head per request (site settings): never sent pre-built.
        if (fileName === 'index.html') continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotliParams }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Test files that swap or reload modules (src/test/module-isolation.ts). */
const isolatedFiles = filesThatReplaceModules(import.meta.dirname);

/**
 * React Router 7 names only its development build in its package exports; the production
 * build beside it differs by one flag, which drops every development warning from the bundle.
 */
const reactRouterBuild = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production',
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    themePalettesCss(),
    precompress(),
    nginxSecurityHeaders(),
    appEntryTagsSnippet(),
    trackCodeLoads(),
    publicShared.plugin,
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
    ],
  },
  server: {
    // One origin in development too: the API (and its share pages) behind Vite's proxy.
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/share': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // Every browser we serve knows <link rel="modulepreload"> (Safari since 17); the polyfill
    // would be bytes in the home page's entry (which has a budget) for the rest, who still load
    // every module, only without the early preload.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    // Admin screens are split off by route-level lazy loading (src/app/router.tsx). Libraries
    // go to their own chunks: they change less often than the app, so browsers keep them.
    // dist/.vite/manifest.json lets the bench tell admin chunks from public ones (never served:
    // express.static ignores dot folders).
    manifest: true,
    rolldownOptions: {
      // The shared package only declares schemas and constants; importing one constant through
      // its index must not pull every schema (and zod) into the page that needed the constant.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy chunk it may
        // preload, and their names were a good part of its bytes. The manifest
        // (dist/.vite/manifest.json) still says which source each chunk holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // A group takes the modules its test names, not what they import: the 'api' group
          // would otherwise pull the session store (part of the entry) in after it.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // Queries apart from forms: a page that only reads must not download zod and the
            // form library because they share a chunk with the query client.
            {
              name: 'mutations',
              test: /node_modules[\\/]@tanstack[\\/].*[\\/](mutationObserver|useMutation|useMutationState|useIsMutating)\.js$/,
              priority: 1,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The small modules the visitor's screens share, in one file rather than twenty
            // (vite-plugins/public-shared-chunk.ts). Before 'api', which then keeps what only
            // the admin's screens read: the two never import each other both ways.
            { name: 'public-shared', test: publicShared.test },
            // What every page that reads data needs: one small chunk rather than one per
            // shared endpoint module, each of whose names the entry's preload map would list.
            // The collections' facts go with their endpoints: query keys read the facts and the
            // facts name the endpoints, and two chunks importing each other would leave one of
            // them undefined while the other is evaluated.
            {
              name: 'api',
              test: /packages[\\/]shared[\\/]src[\\/](.+\.(endpoint|facts)\.ts|facts\.ts|common[\\/]collection-facts\.ts|users[\\/]access\.ts)$|src[\\/]lib[\\/](api-client|collection-client|fill-path|query-keys)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default leaves a core to its main process, which on a 2-core machine means one
    // worker; each isolated file spends about a second starting (a process, jsdom, the setup),
    // so every core takes files.
    maxWorkers: '100%',
    // Longer than any one wait of Testing Library (src/test/setup.ts), so a test that fails
    // reports what it was waiting for rather than a bare timeout.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    // Files share a worker's imported modules (React, the router, the app's screens) instead of
    // importing them again each; src/test/setup.ts puts the module-level stores back after each
    // file. Files that swap or reload modules keep a registry of their own
    // (docs/decisions/0036-web-test-files-share-modules-once-code-loads-settle.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedFiles,
          isolate: false,
        },
      },
      // Not `include` in the root block: a project's arrays add to the root's.
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
    ],
  },
});
