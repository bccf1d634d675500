import { testimonyInputSchema, type Testimony, type TestimonyInput } from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { TestimonyModel, toTestimony } from './testimonies.model';

/** All testimonies, oldest first: the order the admin added them in. */
export async function listTestimonies(): Promise<Testimony[]> {
  const records = await TestimonyModel.find().sort({ createdAt: 1, _id: 1 }).lean();
  return records.map(toTestimony);
}

/**
 * Validates and stores one testimony (the router's POST and the demo seed). Untrusted input
 * is fine: it is parsed with the shared schema here (400 with details).
 */
export async function createTestimony(input: TestimonyInput): Promise<Testimony> {
  const created = await TestimonyModel.create(parseInput(testimonyInputSchema, input));
  return toTestimony(created.toObject());
}

/** Full replace: every field takes the new value or its default. */
export async function replaceTestimony(id: string, input: TestimonyInput): Promise<Testimony> {
  const testimonyId = parseId(id, 'Testimony');
  const data = parseInput(testimonyInputSchema, input);
  const updated = await TestimonyModel.findByIdAndUpdate(testimonyId, data, {
    new: true,
    runValidators: true,
  }).lean();
  if (!updated) throw notFound('Testimony');
  return toTestimony(updated);
}

export async function deleteTestimony(id: string): Promise<void> {
  const deleted = await TestimonyModel.findByIdAndDelete(parseId(id, 'Testimony')).lean();
  if (!deleted) throw notFound('Testimony');
}
