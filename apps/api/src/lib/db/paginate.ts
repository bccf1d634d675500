import type { Model, RootFilterQuery } from 'mongoose';

export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One page of a sorted list and the total the filter selects, read together. The sort must end
 * in a unique key (_id) so that pages never repeat or skip an item.
 */
export async function paginate<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  where: RootFilterQuery<unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: PageRequest,
  toItem: (record: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const [records, total] = await Promise.all([
    model
      .find(where)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<Record<string, unknown>[]>(),
    model.countDocuments(where),
  ]);
  return { items: records.map(toItem), total, page, limit };
}
