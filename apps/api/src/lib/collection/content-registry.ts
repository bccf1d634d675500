import { sentenceCase, type CollectionDefinition } from '@tutoring/shared';
import type { Model, RootFilterQuery } from 'mongoose';
import type { ChangeEvent, Stored } from './change-event';

/** Documents kept with an item and removed with it (a v1 course's details). */
export interface Dependents {
  /** The stored documents that depend on the item `id`. */
  of(id: string): Promise<Stored[]>;
  remove(id: string): Promise<void>;
  /** Stores again documents `of` once read (a restored course gets its details back). */
  putBack(documents: readonly Stored[]): Promise<void>;
}

/**
 * Where one entity's items are stored, as the audit trail restores them and the media
 * library finds the files they link: the collections register themselves as they are mounted.
 */
export interface ContentSource {
  /** The audit trail's name for it: a collection's slug, or 'tutor-hours'. */
  entity: string;
  /** One item as a sentence names it: 'course (v2)'. */
  label: string;
  // Any model: each collection's document type is its own; sources read and write raw documents.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** The collection an item belongs to (its slug and schemas). */
  definition?: CollectionDefinition;
  /** Runs the collection's afterChange hooks after a restore (cache invalidation, file marks). */
  afterRestore?: (event: ChangeEvent) => Promise<void>;
  /** The stored document an audit entry's id names: by _id unless said (details: by course). */
  keyOf?: (entityId: string) => RootFilterQuery<Stored>;
  /** The id the audit trail records a stored document under: its _id unless said. */
  entityIdOf?: (stored: Stored) => string;
  /** How the media library names one item: 'Course (v2): IB Physics HL'. */
  nameOf?: (stored: Stored) => string | Promise<string>;
  dependents?: Dependents;
  /**
   * Whether its items are the site's content, written by staff through the content forms
   * (courses, team, resources, settings…), not by visitors (leads). Only content's links keep
   * a file in use: a visitor who could pin a file by mentioning it would make it undeletable.
   * And a restore of content must pass the collection's rules of today.
   */
  isContent?: boolean;
  /** Why a before-image cannot be stored again now (its course is gone), if it cannot. */
  refusalOf?: (before: Stored) => Promise<string | undefined>;
}

/** 'course (v2)' → 'Course (v2)'. */
export const capitalized = sentenceCase;

/** The registered sources of one app, by entity. */
export class ContentRegistry {
  private readonly sources = new Map<string, ContentSource>();
  private readonly mounted = new Map<string, CollectionDefinition>();

  /** A collection whose routes are mounted: what its `dependsOn` says counts from now on. */
  mount(definition: CollectionDefinition): void {
    this.mounted.set(definition.slug, definition);
  }

  /** Every mounted collection: a write makes those that depend on it stale. */
  collections(): CollectionDefinition[] {
    return [...this.mounted.values()];
  }

  register(source: ContentSource): void {
    this.sources.set(source.entity, source);
  }

  get(entity: string): ContentSource | undefined {
    return this.sources.get(entity);
  }

  all(): ContentSource[] {
    return [...this.sources.values()];
  }
}

export const keyOf = (source: ContentSource, entityId: string): RootFilterQuery<Stored> =>
  source.keyOf?.(entityId) ?? { _id: entityId };

export const entityIdOf = (source: ContentSource, stored: Stored): string =>
  source.entityIdOf?.(stored) ?? String(stored._id);

/** 'Team member: Dr. Rao': the label, and the item's title or name when it has one. */
export async function nameOf(source: ContentSource, stored: Stored): Promise<string> {
  if (source.nameOf) return source.nameOf(stored);
  const name = [stored.title, stored.name, stored.studentName].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  return name ? `${capitalized(source.label)}: ${String(name)}` : capitalized(source.label);
}
