import { resourceFacts } from '@tutoring/shared';
import { AdminCollectionScreen } from '../../../components/admin/admin-collection-screen';
import { useDeleteResource, useSaveResource } from '../api/resource-writes';
import { useResources } from '../api/get-resources';
import { AdminResourceCard } from './admin-resource-card';
import { ResourceForm } from './resource-form';

/** Manage Resources: the one admin collection screen with a resource's card and form. */
export function AdminResources() {
  return (
    <AdminCollectionScreen
      collection={resourceFacts}
      items={useResources()}
      save={useSaveResource()}
      remove={useDeleteResource()}
      listClassName="flex flex-col gap-3"
      renderCard={(resource, actions) => <AdminResourceCard resource={resource} {...actions} />}
      renderForm={(form) => <ResourceForm {...form} />}
    />
  );
}
