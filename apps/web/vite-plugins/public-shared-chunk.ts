import type { Plugin } from 'vite';
import { usedImports } from './used-imports.ts';

/** The screens a visitor opens from the menu, each a lazy chunk (src/app/routes/public). */
const VISITOR_SCREEN =
  /[\\/]src[\\/]app[\\/]routes[\\/]public[\\/](courses-v2|course-v2-detail|contact|resources)\.tsx$/;

/** The app's code, the shared package and the icons; other libraries keep their own chunks. */
const GROUPED =
  /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src|node_modules[\\/]lucide-react[\\/]dist[\\/]esm)[\\/]/;

/** Larger modules keep their own chunks: a page that needs none of them downloads none. */
const MAX_MODULE_BYTES = 6000;

/** The build's module graph as the choice below reads it. */
export interface ModuleFacts {
  ids: readonly string[];
  /** What each module really uses (used-imports.ts). */
  used: ReadonlyMap<string, ReadonlySet<string>>;
  isEntry(id: string): boolean;
  /** Loaded by an `import()`: a chunk of its own. */
  isLazy(id: string): boolean;
  bytes(id: string): number;
}

/** Every module `starts` use, directly or not, short of those in `stop`. */
function reach(facts: ModuleFacts, starts: readonly string[], stop = new Set<string>()) {
  const seen = new Set<string>();
  const queue = starts.filter((id) => !stop.has(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of facts.used.get(id) ?? []) if (!stop.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * The modules of the visitor's shared chunk: small ones of the app, the shared package or the
 * icons, outside the entry's code, that a visitor screen uses and that would be split off from
 * it anyway (two screens use them, or other lazy code does). Then, until none is left to drop,
 * those using anything but the entry's code and the group go: every page that loads the group
 * would load what they use too (zod, the forms).
 */
export function visitorSharedModules(facts: ModuleFacts): Set<string> {
  const entry = reach(facts, facts.ids.filter(facts.isEntry));
  const screens = facts.ids.filter((id) => VISITOR_SCREEN.test(id));
  const screensUsing = new Map<string, number>();
  for (const screen of screens)
    for (const id of reach(facts, [screen], entry))
      screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
  const otherLazy = facts.ids.filter((id) => facts.isLazy(id) && !VISITOR_SCREEN.test(id));
  const usedElsewhere = reach(facts, otherLazy, entry);
  const grouped = new Set(
    [...screensUsing]
      .filter(([id, count]) => count > 1 || usedElsewhere.has(id))
      .map(([id]) => id)
      .filter((id) => GROUPED.test(id) && !VISITOR_SCREEN.test(id))
      .filter((id) => facts.bytes(id) <= MAX_MODULE_BYTES),
  );
  const usesOnlyEntryOrGroup = (id: string) =>
    [...(facts.used.get(id) ?? [])].every((next) => entry.has(next) || grouped.has(next));
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of grouped)
      if (!usesOnlyEntryOrGroup(id)) {
        grouped.delete(id);
        dropped = true;
      }
  }
  return grouped;
}

export interface PublicSharedChunk {
  plugin: Plugin;
  /** For a code-splitting group: a module of the visitor's shared chunk. */
  test: (id: string) => boolean;
}

/**
 * One chunk for the small modules the visitor's screens share (alerts, buttons, icons, query
 * hooks, the shared package's facts). Split by which screens use them, they were twenty small
 * files on the courses page, fetched six at a time over HTTP/1.1: rounds of requests
 * before the course pictures were asked for
 * (docs/decisions/0045-one-chunk-for-what-visitor-screens-share.md). The graph is read
 * once parsing is done, before the chunks are made.
 */
export function publicSharedChunk(): PublicSharedChunk {
  let grouped = new Set<string>();
  const plugin: Plugin = {
    name: 'public-shared-chunk',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const used = await usedImports(
        {
          code: (id) => info(id)?.code ?? null,
          exports: (id) => info(id)?.exports ?? [],
          resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id,
        },
        ids,
      );
      grouped = visitorSharedModules({
        ids,
        used,
        isEntry: (id) => info(id)?.isEntry ?? false,
        isLazy: (id) => (info(id)?.dynamicImporters.length ?? 0) > 0,
        bytes: (id) => info(id)?.code?.length ?? Number.POSITIVE_INFINITY,
      });
    },
  };
  return { plugin, test: (id) => grouped.has(id) };
}
