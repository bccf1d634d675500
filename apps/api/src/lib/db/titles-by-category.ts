import { trusted, type Model } from 'mongoose';

/**
 * The titles of a collection's items in each of these categories, for a message that names
 * them; a category without items is absent. The list is the server's own (settings), so its
 * `$in` is trusted past sanitizeFilter.
 */
export async function titlesByCategory(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  categories: string[],
): Promise<Map<string, string[]>> {
  const items = await model
    .find({ category: trusted({ $in: categories }) })
    .select('title category')
    .sort({ title: 1 })
    .lean<{ title: string; category: string }[]>();
  const byCategory = new Map<string, string[]>();
  for (const { title, category } of items) {
    byCategory.set(category, [...(byCategory.get(category) ?? []), title]);
  }
  return byCategory;
}
