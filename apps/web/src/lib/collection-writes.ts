import type { MutationMeta, QueryKey } from '@tanstack/react-query';
import {
  COLLECTION_FACTS,
  sentenceCase,
  staleAfterWriteTo,
  type CollectionFacts,
} from '@tutoring/shared';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/**
 * The query-key roots a write to a collection makes stale: its own slug and the slug of every
 * collection that depends on it (a renamed tutor reloads the course lists that show the name).
 */
export function staleRootsAfterWriteTo(collection: Pick<CollectionFacts, 'slug'>): QueryKey[] {
  return staleAfterWriteTo(collection.slug, COLLECTION_FACTS).map((slug) => [slug]);
}

/** 'Team member saved.' / 'Team member was not saved.': a write's toasts, from the labels. */
export function writeNotices(
  collection: Pick<CollectionFacts, 'labels'>,
  done: 'saved' | 'deleted',
): MutationMeta {
  const name = sentenceCase(collection.labels.singular);
  return { success: `${name} ${done}.`, failure: `${name} was not ${done}.` };
}

/**
 * 'Are you sure you want to delete this course?': a delete's question, from the labels, with
 * what the delete takes along when the facts say ('This will also delete all course details.').
 */
export function deleteQuestion(collection: Pick<CollectionFacts, 'labels'>): string {
  const { singular, screen } = collection.labels;
  const question = `Are you sure you want to delete this ${singular}?`;
  return screen?.deleteAlso ? `${question} ${screen.deleteAlso}` : question;
}

/**
 * A save (create or replace) or a delete of one item: every list it makes stale reloads, and
 * its toasts come from the labels.
 */
export function useCollectionWrite<Variables, Answer>(
  collection: Pick<CollectionFacts, 'slug' | 'labels'>,
  write: (variables: Variables) => Promise<Answer>,
  done: 'saved' | 'deleted',
) {
  return useInvalidatingMutation(
    write,
    staleRootsAfterWriteTo(collection),
    writeNotices(collection, done),
  );
}
