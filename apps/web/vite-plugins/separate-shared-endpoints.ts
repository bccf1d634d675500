import type { Plugin } from 'vite';

const SHARED_COLLECTION = /packages[\\/]shared[\\/]src[\\/].+\.collection\.ts$/;
const ENDPOINT_MODULE = '\0shared-endpoint:';

interface Span {
  start: number;
  end: number;
}
interface EndpointDeclaration extends Span {
  name: string;
  /** The object literal, without the declaration around it nor its `as const`. */
  value: Span;
}

/** `export const <name>Endpoint = { … } as const;` statements, as the parser sees them. */
function endpointDeclarations(program: { body: readonly unknown[] }): EndpointDeclaration[] {
  const found: EndpointDeclaration[] = [];
  for (const statement of program.body as ReadonlyArray<Record<string, unknown> & Span>) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration as { declarations?: unknown[] } | null;
    if (declaration?.declarations?.length !== 1) continue;
    const declarator = declaration.declarations[0] as { id: { name?: string }; init: unknown };
    const name = declarator.id.name ?? '';
    let init = declarator.init as { type: string; expression?: unknown } & Span;
    if (init.type === 'TSAsExpression') init = init.expression as typeof init;
    if (!name.endsWith('Endpoint') || init.type !== 'ObjectExpression') continue;
    found.push({ name, start: statement.start, end: statement.end, value: init });
  }
  return found;
}

/**
 * Gives each endpoint of @tutoring/shared (`courseV2Endpoint`: plain data) a module of its own,
 * apart from the collection definition declared beside it (its schemas, so zod). A bundle's
 * chunks hold whole modules: once an admin chunk uses `courseV2Collection`, the module, schemas
 * and all, would be what a public page loads for `courseV2Endpoint` (issue 8 budget).
 * Remove this once the shared package declares its endpoints in modules of their own.
 */
export function separateSharedEndpoints(): Plugin {
  const endpointSources = new Map<string, string>();
  return {
    name: 'separate-shared-endpoints',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return endpointSources.has(id) ? id : null;
    },
    load(id) {
      const code = endpointSources.get(id);
      return code === undefined ? null : { code, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!SHARED_COLLECTION.test(id)) return null;
      const declarations = endpointDeclarations(this.parse(code, { lang: 'ts' }));
      let rewritten = code;
      // From the last to the first, so earlier offsets stay valid.
      for (const { name, start, end, value } of declarations.reverse()) {
        const moduleId = `${ENDPOINT_MODULE}${name}`;
        const literal = code.slice(value.start, value.end);
        endpointSources.set(moduleId, `export const ${name} = ${literal};\n`);
        const reexport = `import { ${name} } from '${moduleId}';\nexport { ${name} };`;
        rewritten = rewritten.slice(0, start) + reexport + rewritten.slice(end);
      }
      return declarations.length > 0 ? { code: rewritten, map: null } : null;
    },
  };
}
