import { testimonyFacts } from '@tutoring/shared';
import { AdminCollectionScreen } from '../../../components/admin/admin-collection-screen';
import { useDeleteTestimony, useSaveTestimony } from '../api/testimony-writes';
import { useTestimonies } from '../api/get-testimonies';
import { AdminTestimonyCard } from './admin-testimony-card';
import { TestimonyForm } from './testimony-form';

/** Manage Testimonies: the one admin collection screen with a testimony's card and form. */
export function AdminTestimonies() {
  return (
    <AdminCollectionScreen
      collection={testimonyFacts}
      items={useTestimonies()}
      save={useSaveTestimony()}
      remove={useDeleteTestimony()}
      listClassName="grid gap-4 md:grid-cols-2"
      renderCard={(testimony, actions) => <AdminTestimonyCard testimony={testimony} {...actions} />}
      renderForm={(form) => <TestimonyForm {...form} />}
    />
  );
}
