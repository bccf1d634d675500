import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { publicInitialPath } from './tools/lint/public-initial-path.js';

const WEB = './apps/web/src';
const API = './apps/api/src';
/** Zones are paths from the repository root, wherever ESLint is started from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const webFeatures = readdirSync(new URL(`${WEB}/features`, import.meta.url));

/**
 * The rooms of docs/ARCHITECTURE.md and the arrows allowed between them, as lint errors.
 * Web: app → features → components, lib, config → packages/shared; a feature never imports
 * another feature. API: routes.ts (the composition root) → modules → lib; lib never imports
 * a module; app.ts imports no module (routes.ts hands it what it needs). Modules never import
 * each other in a loop: scripts/module-loops.mjs (in `npm run lint:cycles`) checks that, as
 * no-cycle sees only loops of files. Shared knows nothing of the apps. Tests obey the same
 * rules as what they test.
 */
const rooms = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/routes.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app layer; the app composes features.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared building blocks know nothing of features or the app.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/modules`, `${API}/app.ts`, `${API}/routes.ts`, `${API}/server.ts`],
    message:
      'lib/ is below the modules: pass what it needs in (hooks, context), never import them.',
  },
  {
    target: `${API}/app.ts`,
    from: `${API}/modules`,
    message:
      'app.ts never reaches into a module: routes.ts (the composition root) hands it what it needs.',
  },
  {
    target: `${API}/modules`,
    from: [`${API}/app.ts`, `${API}/routes.ts`, `${API}/server.ts`],
    message: 'Modules do not import the app; routes.ts wires them together.',
  },
  {
    target: './packages/shared',
    from: ['./apps', './e2e', './bench'],
    message: 'The shared package knows nothing of the apps.',
  },
];

/**
 * Modules talk through their own queries: a module's Mongoose models (`*.model.ts`) are
 * imported only by its own files. Every other module, lib/ and the entry points ask the
 * functions it exports (lead-queries.ts, account-queries.ts, …), where rules such as "not
 * spam" live once. One zone per module that has a model, from the list of module folders.
 * Tests may arrange and inspect records through any model (docs/decisions/0122).
 */
const modelOwners = readdirSync(new URL(`${API}/modules`, import.meta.url)).filter((module) =>
  readdirSync(new URL(`${API}/modules/${module}`, import.meta.url)).some((file) =>
    file.endsWith('.model.ts'),
  ),
);
const ownModels = modelOwners.map((module) => ({
  target: [`${API}/modules/!(${module})/**`, `${API}/!(modules)/**`, `${API}/*.ts`],
  from: `${API}/modules/${module}/*.model.ts`,
  message: `Another module's model: use or add a query that ${module}/ exports (modules talk through their own queries).`,
}));

/** The deferral seam's own file: the only one that may use its hooks. */
const DEFERRAL_SEAM = ['apps/web/src/lib/deferred-part.tsx'];
const deferralHooks = {
  group: ['**/use-after-first-paint', '**/use-near-viewport'],
  message: 'Defer a part with deferUntilNear (lib/deferred-part.tsx).',
};
const schemaEntry = {
  name: '@tutoring/shared',
  allowTypeImports: true,
  message:
    "This file is on the public pages' first JavaScript: import values from @tutoring/shared/plain (zod-free).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.cache/**',
      '.data/**',
      '**/coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` alone stays in the built code as `import 'module'` (verbatim module
      // syntax): the whole module, a barrel's every file, looks used to the bundler.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript when following imports (no-cycle reads every file it reaches).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: rooms, basePath: ROOT }],
      // Type-only imports count too: a circle of types is still a circle of rooms.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The API's code, tests aside, also keeps to each module's own models.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...rooms, ...ownModels], basePath: ROOT },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // One deferral seam (lib/deferred-part.tsx): a part waits for the paint and the viewport
    // through it, never through its hooks by hand.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...DEFERRAL_SEAM, 'apps/web/src/lib/use-*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deferralHooks] }] },
  },
  {
    // The public pages' first JavaScript stays free of zod by what it imports: values from
    // @tutoring/shared/plain only (types from anywhere: they are erased).
    files: publicInitialPath(ROOT, 'apps/web/src/main.tsx').filter(
      (file) => !DEFERRAL_SEAM.includes(file),
    ),
    rules: {
      'no-restricted-imports': ['error', { paths: [schemaEntry], patterns: [deferralHooks] }],
    },
  },
  {
    files: DEFERRAL_SEAM,
    rules: { 'no-restricted-imports': ['error', { paths: [schemaEntry] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Test helpers are never hot-reloaded: they may mix components and render functions.
    files: ['apps/web/src/test/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
