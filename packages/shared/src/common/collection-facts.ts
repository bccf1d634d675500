import type { Access } from '../users/access';

// Plain data, no zod: public pages read a collection's slug, endpoint and labels without
// loading its schemas (the home page's initial JavaScript has a budget).

/**
 * Where an entity lives in the HTTP API and what its answers call it.
 */
export interface CollectionEndpoint {
  /** Under /api, in Express syntax: '/coursesv2', '/courses/:courseId/details'. */
  readonly path: string;
  /** The key of a list answer, `{ courses: [...] }`; absent for a single document. */
  readonly listKey?: string;
  /** The key of a one-item answer, `{ course: {...} }`. */
  readonly itemKey: string;
}

export type CollectionOperation = 'read' | 'create' | 'update' | 'delete';

/** What people read about the entity: toasts, confirm texts, list columns. */
export interface CollectionLabels {
  /** One item, lower case as inside a sentence: 'course', 'team member'. */
  readonly singular: string;
  readonly plural: string;
  /** A field's name as a column or a sort calls it: `{ createdAt: 'Date added' }`. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The admin screen's words where docs/PRODUCT.md departs from those made of the names. */
  readonly screen?: AdminScreenLabels;
}

/**
 * What an admin screen says, where it is not what the web makes of `singular` and `plural`
 * ('Manage Testimonies', 'Add Testimony', 'Failed to load testimonies.', 'No testimonies yet.').
 */
export interface AdminScreenLabels {
  /** The heading: 'Our Team'. */
  readonly heading?: string;
  /** The add button: 'Add New Course'. */
  readonly add?: string;
  /** Said when the list cannot load: 'Failed to load data.' (courses and team load together). */
  readonly loadFailed?: string;
  /** Said when there are none yet: 'No resources yet. Add the first one.' */
  readonly empty?: string;
  /** Said after a failed save or delete: 'Please try again.' */
  readonly retryAdvice?: string;
  /** What a delete takes with it, said after the question: 'This will also delete all course details.' */
  readonly deleteAlso?: string;
  /** The pagination's name: 'Team pages'. */
  readonly pagesLabel?: string;
  /** What the pagination counts: ['member', 'members']. */
  readonly counted?: readonly [one: string, many: string];
}

/** How a field is compared when the admin list sorts by it. */
export type SortKind = 'text' | 'number' | 'date';

/** The admin list of a collection: what it shows, what its search reads, how it sorts. */
export interface AdminListFacts {
  /** Fields shown as columns, in order (dotted paths reach into objects: 'price.hourly'). */
  readonly columns: readonly string[];
  /** Fields the search box matches, any case (a list of strings counts each entry). */
  readonly searchFields: readonly string[];
  /** The search fields in words, under the box: 'Student name or words' (else their labels). */
  readonly searchHint?: string;
  /** Fields the list can be sorted by, in the menu's order, each with how it compares. */
  readonly sorts: Readonly<Record<string, SortKind>>;
  /** A sort as the URL writes it: the field, or the field after a minus for descending. */
  readonly defaultSort: string;
}

/** Everything known about a collection apart from its schemas. */
export interface CollectionFacts<Slug extends string = string> {
  /**
   * Names the entity in audit entries, the response cache, the web's query keys and the API
   * documentation.
   */
  readonly slug: Slug;
  /** One item as the API documentation and the audit trail name it: 'course (v2)'. */
  readonly label: string;
  readonly labels: CollectionLabels;
  readonly endpoint: CollectionEndpoint;
  /** Who may do each operation; the API's guards and OpenAPI document follow it. */
  readonly access: Readonly<Record<CollectionOperation, Access>>;
  /**
   * The collections whose data this one shows (courses show their instructor, read from the
   * team): a write to any of them makes this one's cached answers and web queries stale.
   */
  readonly dependsOn: readonly string[];
  readonly admin?: AdminListFacts;
}

/** Anyone reads, staff write: the content collections. */
export const CONTENT_ACCESS = {
  read: 'public',
  create: 'staff',
  update: 'staff',
  delete: 'staff',
} as const satisfies CollectionFacts['access'];

export type FactsInput<Slug extends string> = Omit<
  CollectionFacts<Slug>,
  'labels' | 'access' | 'dependsOn'
> &
  Partial<Pick<CollectionFacts<Slug>, 'labels' | 'access' | 'dependsOn'>>;

/** A collection's facts with their defaults: content access, depends on nothing, labels from `label`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCollectionFacts<Slug extends string>(
  facts: FactsInput<Slug>,
): CollectionFacts<Slug> {
  return {
    ...facts,
    labels: facts.labels ?? { singular: facts.label, plural: `${facts.label}s` },
    access: facts.access ?? CONTENT_ACCESS,
    dependsOn: facts.dependsOn ?? [],
  };
}

/**
 * What a write to `slug` makes stale, among `collections`: the collection itself and every
 * one that depends on it. The API moves these cached answers on; the web reloads these
 * query-key roots.
 */
export function staleAfterWriteTo(
  slug: string,
  collections: readonly Pick<CollectionFacts, 'slug' | 'dependsOn'>[],
): string[] {
  const dependents = collections
    .filter((collection) => collection.dependsOn.includes(slug))
    .map((collection) => collection.slug);
  return [...new Set([slug, ...dependents])];
}

/** 'team member' → 'Team member': a label at the start of a sentence. */
export const sentenceCase = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
