import path from 'node:path';
import ts from 'typescript';

/**
 * Where comments and test names cite one of this project's issues: the word "issue" and a
 * number, or a bare number after "#". Such a citation goes stale as soon as the issue is
 * closed: a comment says why in its own words, and a figure or a long story belongs to a
 * decision record (docs/decisions/). Another project's tracker is named with its number and is
 * not ours: `vitejs/vite#1234`, `puppeteer#10350`, or one of OTHER_TRACKERS before the number.
 */
export interface Citation {
  line: number;
  text: string;
}

/** Names of other projects' trackers that may stand just before an issue's number. */
export const OTHER_TRACKERS = ['razorpay-node', 'chromium', 'crbug', 'node', 'nodejs', 'v8'];

const ISSUE_WORDS = /\b[Ii]ssues? #?\d+(?:(?:,| and| or) #?\d+)*/g;
/** A bare number after "#": not part of a name (`owner/name#N`), an entity or a colour. */
const BARE_NUMBER = /(?<![\w/&#-])#\d{1,5}(?![\w-])/g;
const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite']);

function citationsIn(text: string, offset: number, source: string, bare: boolean): Citation[] {
  const worded = [...text.matchAll(ISSUE_WORDS)];
  const inWorded = (at: number) =>
    worded.some((match) => at >= match.index && at < match.index + match[0].length);
  const numbers = bare ? [...text.matchAll(BARE_NUMBER)].filter((m) => !inWorded(m.index)) : [];
  return [...worded, ...numbers]
    .filter((match) => !afterOtherTracker(text.slice(0, match.index)))
    .map((match) => ({ line: lineAt(source, offset + match.index), text: match[0] }));
}

function afterOtherTracker(before: string): boolean {
  const word = /([\w.-]+)\s*$/.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && OTHER_TRACKERS.includes(word);
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The test function a call names (`it`, `describe.skip`, `it.each(...)`), if any. */
function testCallName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return testCallName(callee.expression);
  if (ts.isCallExpression(callee)) return testCallName(callee.expression);
  return undefined;
}

/** Every comment's text and every test's name in a TypeScript or JavaScript source. */
function commentsAndTestNames(source: string, file: string): { text: string; at: number }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, { text: string; at: number }>();
  const visit = (node: ts.Node) => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
    ];
    for (const range of ranges) {
      found.set(range.pos, { text: source.slice(range.pos, range.end), at: range.pos });
    }
    if (ts.isCallExpression(node) && TEST_CALLS.has(testCallName(node.expression) ?? '')) {
      const name = node.arguments[0];
      if (name && (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))) {
        found.set(name.getStart(tree), { text: name.text, at: name.getStart(tree) });
      }
    }
    node.getChildren(tree).forEach(visit);
  };
  visit(tree);
  return [...found.values()];
}

/** The `#` comments of a shell script, a YAML file, a Dockerfile or an nginx configuration. */
function hashComments(source: string): { text: string; at: number }[] {
  return [...source.matchAll(/(?:^|[ \t])(#.*)$/gm)].map((match) => ({
    text: match[1]!,
    at: match.index + match[0].indexOf('#'),
  }));
}

export const SCRIPT_SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
export const HASH_COMMENTED = /(\.(sh|ya?ml|conf|template)|(^|\/)Dockerfile)$/;

/** The citations of our issues in one file's comments (and test names). */
export function issueCitations(source: string, file: string): Citation[] {
  const name = path.basename(file);
  if (SCRIPT_SOURCE.test(name)) {
    return commentsAndTestNames(source, file).flatMap(({ text, at }) =>
      citationsIn(text, at, source, true),
    );
  }
  if (HASH_COMMENTED.test(name)) {
    return hashComments(source).flatMap(({ text, at }) => citationsIn(text, at, source, false));
  }
  return [];
}
