import type { FileUse } from '@tutoring/shared';
import type { Schema } from 'mongoose';
import type { Stored } from '../../lib/collection/change-event';
import {
  entityIdOf,
  nameOf,
  type ContentRegistry,
  type ContentSource,
} from '../../lib/collection/content-registry';
import { mentionedFileIds } from './file-mentions';

/**
 * A stored text that mentions some stored file: the database's first cut, refined by
 * mentionedFileIds. No lookahead: FerretDB's regular expressions (Go's) have none.
 */
const ANY_FILE_MENTION = /\/api\/files\/[a-f0-9]{24}/i;

/** Every text field of a schema (lists of texts and nested lists of items included). */
function textPaths(schema: Schema, prefix = ''): string[] {
  const paths: string[] = [];
  schema.eachPath((name, type) => {
    const path = `${prefix}${name}`;
    const caster = (type as { caster?: { instance?: string } }).caster;
    const nested = (type as { schema?: Schema }).schema;
    if (type.instance === 'String' || caster?.instance === 'String') paths.push(path);
    else if (nested) paths.push(...textPaths(nested, `${path}.`));
  });
  return paths;
}

/** The source's stored documents with a text that mentions a stored file: one query. */
async function documentsMentioningFiles(source: ContentSource): Promise<Stored[]> {
  const paths = textPaths(source.model.schema as Schema);
  if (paths.length === 0) return [];
  const anyPath = paths.map((path) => ({ [path]: ANY_FILE_MENTION }));
  return source.model.find({ $or: anyPath }).lean<Stored[]>();
}

/** Where the files of `wanted` (every file when absent) are used in one source. */
async function usesIn(source: ContentSource, wanted: ReadonlySet<string> | undefined) {
  const found: [string, FileUse][] = [];
  for (const stored of await documentsMentioningFiles(source)) {
    const ids = [...mentionedFileIds(stored)].filter((id) => !wanted || wanted.has(id));
    if (ids.length === 0) continue;
    const use = {
      entity: source.entity,
      id: entityIdOf(source, stored),
      label: await nameOf(source, stored),
    };
    for (const id of ids) found.push([id, use]);
  }
  return found;
}

/**
 * Every content item that links each stored file, by file id: one pass over the registered
 * content collections (one query each, whatever the number of files asked about), every text
 * field of every item read, so a collection that never declared its links (site settings'
 * logo, a course's details) still counts. Leads, bookings and mails never count (a visitor
 * wrote them: ContentSource.isContent). Files nothing links to are absent.
 */
export async function findFileUses(
  content: ContentRegistry,
  wanted?: ReadonlySet<string>,
): Promise<Map<string, FileUse[]>> {
  if (wanted?.size === 0) return new Map();
  const sources = content.all().filter((source) => source.isContent);
  const perSource = await Promise.all(sources.map((source) => usesIn(source, wanted)));
  const uses = new Map<string, FileUse[]>();
  for (const [id, use] of perSource.flat()) uses.set(id, [...(uses.get(id) ?? []), use]);
  return uses;
}
