import { resourceInputSchema, type Resource, type ResourceInput } from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { ResourceModel, toResource } from './resources.model';

/** All resources, oldest first: the order the admin added them in. */
export async function listResources(): Promise<Resource[]> {
  const records = await ResourceModel.find().sort({ createdAt: 1, _id: 1 }).lean();
  return records.map(toResource);
}

export async function getResource(id: string): Promise<Resource> {
  const record = await ResourceModel.findById(parseId(id, 'Resource')).lean();
  if (!record) throw notFound('Resource');
  return toResource(record);
}

/**
 * Validates and stores one resource (the router's POST and the demo seed). Untrusted input is
 * fine: it is parsed with the shared schema here (400 with details).
 */
export async function createResource(input: ResourceInput): Promise<Resource> {
  const created = await ResourceModel.create(parseInput(resourceInputSchema, input));
  return toResource(created.toObject());
}

/** Full replace: every field takes the new value or its default. */
export async function replaceResource(id: string, input: ResourceInput): Promise<Resource> {
  const resourceId = parseId(id, 'Resource');
  const data = parseInput(resourceInputSchema, input);
  const updated = await ResourceModel.findByIdAndUpdate(resourceId, data, {
    new: true,
    runValidators: true,
  }).lean();
  if (!updated) throw notFound('Resource');
  return toResource(updated);
}

export async function deleteResource(id: string): Promise<void> {
  const deleted = await ResourceModel.findByIdAndDelete(parseId(id, 'Resource')).lean();
  if (!deleted) throw notFound('Resource');
}
