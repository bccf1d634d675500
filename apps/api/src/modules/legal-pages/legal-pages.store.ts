import {
  LEGAL_PAGE_DEFAULTS,
  legalPageCollection,
  type LegalPage,
  type LegalPageName,
} from '@tutoring/shared';
import type { Replaced, WriteContext } from '../../lib/collection/collection-store';
import { createSingletonStore } from '../../lib/collection/singleton-store';
import { LegalPageModel } from './legal-pages.model';
import type { z } from 'zod';

/** Each page is a singleton of its own under its name; stored, a page is its input. */
const storeOf = (name: LegalPageName) =>
  createSingletonStore(
    { ...legalPageCollection, read: legalPageCollection.input },
    { model: LegalPageModel, id: name },
  );
const stores = { privacy: storeOf('privacy'), terms: storeOf('terms') } satisfies Record<
  LegalPageName,
  ReturnType<typeof storeOf>
>;

/** The page as stored, or the starting text of a fresh site (a stored page has a title). */
function asRead(name: LegalPageName, stored: { title: string; body: string }): LegalPage {
  const page = stored.title ? stored : LEGAL_PAGE_DEFAULTS[name];
  return { name, title: page.title, body: page.body };
}

export const legalPagesStore = {
  storage: stores.privacy.storage,
  async get(name: LegalPageName): Promise<LegalPage> {
    return asRead(name, await stores[name].get());
  },
  /** When the page was last saved; undefined while it is the starting text. */
  changedAt(name: LegalPageName): Promise<string | undefined> {
    return stores[name].changedAt();
  },
  /** `page`: as the route table validated it; `context`: what the body carried back. */
  async replace(
    name: LegalPageName,
    page: z.output<typeof legalPageCollection.input>,
    context: WriteContext,
  ): Promise<Replaced<LegalPage>> {
    const replaced = await stores[name].replaceValidated(page, context);
    return {
      before: asRead(name, replaced.before),
      after: asRead(name, replaced.after),
      stored: replaced.stored,
    };
  },
};
