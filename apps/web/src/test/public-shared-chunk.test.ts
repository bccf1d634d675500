import { describe, expect, it } from 'vitest';
import { visitorSharedModules, type ModuleFacts } from '../../vite-plugins/public-shared-chunk';
import { usedImports, type ModuleGraph } from '../../vite-plugins/used-imports';

/** A graph of modules written as text, resolved by name ('./a' → '/a.js'). */
function graphOf(files: Record<string, string>, exportsOf: Record<string, string[]> = {}) {
  const graph: ModuleGraph = {
    code: (id) => files[id] ?? null,
    exports: (id) => exportsOf[id] ?? [],
    resolve: async (specifier) => `/${specifier.replace(/^\.\//, '')}.js`,
  };
  return usedImports(graph, Object.keys(files));
}

describe('usedImports', () => {
  it('when a name is taken through index modules, then the module that defines it is used', async () => {
    const used = await graphOf(
      {
        '/page.js': "import { price, Clock as Icon } from './index'; import def from './plain';",
        '/index.js': "export * from './plain'; export { default as Clock } from './clock';",
        '/plain.js': "export * from './money'; export * from './dates';",
        '/money.js': 'export const price = 1;',
        '/dates.js': 'export const day = 1;',
        '/clock.js': 'export default 1;',
      },
      {
        '/money.js': ['price'],
        '/dates.js': ['day'],
        '/clock.js': ['default'],
        '/plain.js': ['default'],
      },
    );

    expect([...(used.get('/page.js') ?? [])].sort()).toEqual([
      '/clock.js',
      '/money.js',
      '/plain.js',
    ]);
  });

  it('when a module is taken whole, then all it passes on is used through it', async () => {
    const used = await graphOf({
      '/page.js': "import * as all from './plain'; import './index';",
      '/plain.js': "export * from './money';",
      '/index.js': '',
      '/money.js': 'export const price = 1;',
    });

    expect([...(used.get('/page.js') ?? [])].sort()).toEqual(['/index.js', '/plain.js']);
    expect([...(used.get('/plain.js') ?? [])]).toEqual(['/money.js']);
  });
});

const APP = '/repo/apps/web/src';
const screen = (name: string) => `${APP}/app/routes/public/${name}.tsx`;

/** Entry, two visitor screens and an admin screen, with the modules they use. */
function facts(overrides: Record<string, string[]> = {}): ModuleFacts {
  const used: Record<string, string[]> = {
    [`${APP}/main.tsx`]: [`${APP}/lib/site-settings.ts`],
    [screen('courses-v2')]: [
      `${APP}/ui/alert.tsx`,
      `${APP}/ui/form.tsx`,
      `${APP}/courses/list.tsx`,
    ],
    [screen('contact')]: [
      `${APP}/ui/alert.tsx`,
      `${APP}/ui/form.tsx`,
      `${APP}/lib/site-settings.ts`,
    ],
    [`${APP}/app/routes/admin/team.tsx`]: [`${APP}/courses/list.tsx`],
    [`${APP}/ui/form.tsx`]: ['/repo/node_modules/zod/index.js'],
    ...overrides,
  };
  const ids = [...new Set([...Object.keys(used), ...Object.values(used).flat()])] as string[];
  return {
    ids,
    used: new Map(Object.entries(used).map(([id, list]) => [id, new Set(list)])),
    isEntry: (id) => id.endsWith('main.tsx'),
    isLazy: (id) => id.includes('/routes/'),
    bytes: () => 1000,
  };
}

describe('visitorSharedModules', () => {
  it('when small modules are shared by visitor screens or other lazy code, then they join, but not the entry’s or those using a library', () => {
    // alert: two screens; list: one screen and the admin; form: uses zod; site-settings: entry.
    expect([...visitorSharedModules(facts())].sort()).toEqual([
      `${APP}/courses/list.tsx`,
      `${APP}/ui/alert.tsx`,
    ]);
  });

  it('when a module uses one that cannot join, then it is dropped too, until none is left', () => {
    const joined = visitorSharedModules(facts({ [`${APP}/ui/alert.tsx`]: [`${APP}/ui/form.tsx`] }));

    expect([...joined]).toEqual([`${APP}/courses/list.tsx`]);
  });

  it('when a module is used by one visitor screen alone, then it stays in that screen’s chunk', () => {
    const joined = visitorSharedModules(facts({ [`${APP}/app/routes/admin/team.tsx`]: [] }));

    expect(joined.has(`${APP}/courses/list.tsx`)).toBe(false);
  });
});
