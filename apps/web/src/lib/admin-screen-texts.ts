import { sentenceCase, type CollectionFacts } from '@tutoring/shared';

/** 'team member' → 'Team Member': a label in a heading or on a button. */
const titleCase = (label: string) => label.split(' ').map(sentenceCase).join(' ');

/** Every word of an admin collection screen, apart from its list's (adminListSpecOf). */
export interface AdminScreenTexts {
  heading: string;
  add: string;
  edit: string;
  /** The spinner's name while the list loads. */
  loading: string;
  loadFailed: string;
  empty: string;
  saveFailed: string;
  deleteFailed: string;
  /** What the list of cards calls itself for screen readers: 'Team members'. */
  listLabel: string;
}

/**
 * An admin screen's words, made of the collection's labels ('Manage Testimonies', 'Add
 * Testimony', 'Failed to delete testimony.'); where docs/PRODUCT.md says otherwise the facts
 * say so in `labels.screen`.
 */
export function adminScreenTextsOf(collection: Pick<CollectionFacts, 'labels'>): AdminScreenTexts {
  const { singular, plural, screen = {} } = collection.labels;
  const failed = (what: string) =>
    [`Failed to ${what} ${singular}.`, screen.retryAdvice].filter(Boolean).join(' ');
  return {
    heading: screen.heading ?? `Manage ${titleCase(plural)}`,
    add: screen.add ?? `Add ${titleCase(singular)}`,
    edit: `Edit ${titleCase(singular)}`,
    loading: `Loading ${plural}…`,
    loadFailed: screen.loadFailed ?? `Failed to load ${plural}.`,
    empty: screen.empty ?? `No ${plural} yet.`,
    saveFailed: failed('save'),
    deleteFailed: failed('delete'),
    listLabel: sentenceCase(plural),
  };
}
