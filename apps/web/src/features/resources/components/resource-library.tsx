import { useState } from 'react';
import type { Resource } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useResources } from '../api/get-resources';
import { CategoryChips, type CategoryFilter } from './category-chips';
import { ResourceCard } from './resource-card';

export const RESOURCES_LOAD_FAILED = 'Failed to load resources. Please try again later.';
export const NO_RESOURCES = 'No resources found for the selected category.';

function ResourceSection({ title, resources }: { title: string; resources: Resource[] }) {
  if (resources.length === 0) return null;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-semibold text-foreground">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map((resource) => (
          <ResourceCard key={resource._id} resource={resource} />
        ))}
      </ul>
    </section>
  );
}

function LibraryBody({ category }: { category: CategoryFilter }) {
  const resources = useResources();
  if (resources.isPending) return <Spinner label="Loading resources…" />;
  if (resources.isError) return <Alert>{RESOURCES_LOAD_FAILED}</Alert>;
  const shown = resources.data.filter(
    (resource) => category === 'All' || resource.category === category,
  );
  if (shown.length === 0) return <p className="text-muted">{NO_RESOURCES}</p>;
  return (
    <div className="flex flex-col gap-10">
      <ResourceSection
        title="Documents"
        resources={shown.filter((resource) => resource.type === 'document')}
      />
      <ResourceSection
        title="Video Resources"
        resources={shown.filter((resource) => resource.type === 'video')}
      />
    </div>
  );
}

export function ResourceLibrary() {
  const [category, setCategory] = useState<CategoryFilter>('All');
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Resource Library</h1>
        <p className="mt-3 text-muted">
          Study guides, practice papers and recorded lessons, free to download.
        </p>
      </div>
      <CategoryChips selected={category} onSelect={setCategory} />
      <LibraryBody category={category} />
    </section>
  );
}
