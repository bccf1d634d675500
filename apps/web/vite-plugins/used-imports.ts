import { init, parse } from 'es-module-lexer';

/** What the bundle's plugin context tells of a module, as far as this file needs it. */
export interface ModuleGraph {
  code(id: string): string | null;
  exports(id: string): readonly string[];
  resolve(specifier: string, importer: string): Promise<string | undefined>;
}

/** One `import … from` or `export … from` of a module: where from, and which names. */
interface Link {
  source: string;
  /** [name in the source, name here]; undefined: the whole module (`* as`, a bare import). */
  names: [string, string][] | undefined;
  /** `export * from`: every name of the source, as its own. */
  star: boolean;
  reexport: boolean;
}

/** 'a as b, default as C' → [['a', 'b'], ['default', 'C']]. */
function namePairs(clause: string): [string, string][] {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return [name.trim(), (alias ?? name).trim()];
    });
}

/** The names a statement takes: `import A, { b as c }` → default and b; `* as` → all. */
function namesOf(statement: string): [string, string][] | undefined {
  if (/^(import|export)\s*\*\s*as\b/.test(statement)) return undefined;
  const braces = /\{([^}]*)\}/.exec(statement);
  const pairs = braces ? namePairs(braces[1] ?? '') : [];
  const defaultImport = /^import\s+([\w$]+)\s*(,|from)/.exec(statement);
  if (defaultImport?.[1]) pairs.push(['default', defaultImport[1]]);
  return pairs.length > 0 ? pairs : undefined;
}

/**
 * Which modules each module really uses: its imports, with every name taken through a module
 * that only passes names on (`export * from`, `export { a } from`: the shared package's entries,
 * lucide-react's index) followed to the module that defines it. A bundler's `importedIds` stop
 * at those index modules, and every module behind them then seems used.
 */
export async function usedImports(
  graph: ModuleGraph,
  ids: readonly string[],
): Promise<Map<string, Set<string>>> {
  await init;
  const links = new Map<string, Link[]>();
  for (const id of ids) {
    const code = graph.code(id);
    if (!code) continue;
    const [imports] = parse(code, id);
    const found: Link[] = [];
    for (const entry of imports) {
      // Static imports only (-1); dynamic ones start chunks of their own.
      if (entry.d !== -1 || entry.n === undefined) continue;
      const source = await graph.resolve(entry.n, id);
      if (!source) continue;
      const statement = code.slice(entry.ss, entry.se);
      found.push({
        source,
        names: namesOf(statement),
        star: /^export\s*\*\s*from/.test(statement),
        reexport: statement.startsWith('export'),
      });
    }
    links.set(id, found);
  }

  /**
   * The module that defines `name` as `id` exports it: followed through `export { a } from`
   * and `export * from` (whose names a module's own export list does not hold); undefined
   * when `id` has no such export.
   */
  const definer = (id: string, name: string, seen = new Set<string>()): string | undefined => {
    if (seen.has(id)) return undefined;
    seen.add(id);
    const passedOn = links.get(id)?.filter((link) => link.reexport) ?? [];
    for (const link of passedOn) {
      const pair = link.names?.find(([, alias]) => alias === name);
      if (pair) return definer(link.source, pair[0], seen) ?? link.source;
    }
    if (graph.exports(id).includes(name)) return id;
    for (const link of passedOn) {
      const found = link.star ? definer(link.source, name, seen) : undefined;
      if (found) return found;
    }
    return undefined;
  };

  const used = new Map<string, Set<string>>();
  for (const [id, found] of links) {
    const targets = new Set<string>();
    for (const link of found) {
      // All of a module it takes whole (`* as`, a bare import) or passes on whole (`export *`:
      // used only when the module itself is, for a name not followed through it).
      if (link.star || !link.names) targets.add(link.source);
      else
        for (const [name] of link.names) {
          const found = definer(link.source, name);
          targets.add(found ?? link.source);
        }
    }
    used.set(id, targets);
  }
  return used;
}
