import { RESOURCE_CATEGORIES, resourceInputSchema } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { demoResources, seedResources } from '../resources.seed';

/** What each file type's bytes begin with. */
const SIGNATURES = { PDF: '%PDF-', ZIP: 'PK\x03\x04', VIDEO: 'ftyp' } as const;

describe('demo resources', () => {
  it('when read, then they are the five samples of docs/PRODUCT.md section 3, each valid', () => {
    const demos = demoResources();

    expect(demos).toHaveLength(5);
    for (const { resource } of demos) {
      expect(resourceInputSchema.safeParse({ ...resource, fileUrl: '/x' }).success).toBe(true);
      expect(RESOURCE_CATEGORIES).toContain(resource.category);
    }
    expect(new Set(demos.map((d) => d.resource.fileType))).toEqual(
      new Set(['PDF', 'ZIP', 'VIDEO']),
    );
    expect(new Set(demos.map((d) => d.resource.type))).toEqual(new Set(['document', 'video']));
  });

  it('when seeded, then the public list shows them in order, and each downloads its real file', async () => {
    const api = testClient();
    await seedResources();

    const { resources } = (await api.get('/api/resources')).body;

    expect(resources.map((r: { title: string }) => r.title)).toEqual(
      demoResources().map((d) => d.resource.title),
    );
    for (const resource of resources as { fileUrl: string; fileType: keyof typeof SIGNATURES }[]) {
      const file = await api
        .get(resource.fileUrl)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).not.toMatch(/html/);
      expect((file.body as Buffer).toString('latin1')).toContain(SIGNATURES[resource.fileType]);
    }
  });
});
