import { RESOURCE_CATEGORIES, resourceInputSchema } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { demoResources } from '../resources.seed';
import { resourceStore } from '../resources.store';

describe('demoResources', () => {
  it('when read, then it gives the five samples of docs/PRODUCT.md section 3, each valid', () => {
    const resources = demoResources();

    expect(resources).toHaveLength(5);
    for (const resource of resources) {
      expect(resourceInputSchema.safeParse(resource).success).toBe(true);
      expect(RESOURCE_CATEGORIES).toContain(resource.category);
    }
    expect(new Set(resources.map((r) => r.fileType))).toEqual(new Set(['PDF', 'ZIP', 'VIDEO']));
    expect(new Set(resources.map((r) => r.type))).toEqual(new Set(['document', 'video']));
  });

  it('when stored through its store, then the public list shows them in order', async () => {
    for (const resource of demoResources()) await resourceStore.create(resource);

    const res = await testClient().get('/api/resources');

    expect(res.body.resources.map((r: { title: string }) => r.title)).toEqual(
      demoResources().map((r) => r.title),
    );
  });
});
