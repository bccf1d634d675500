import { MongoClient, type Collection } from 'mongodb';
import type { Product } from '../product-server';

/**
 * Messages stored, as the admin API reports them. Asks for one page in case the list is
 * paginated ({messages,total}); an unpaginated list ignores the query and sends them all.
 */
export async function countMessagesViaApi(product: Product): Promise<number> {
  const response = await fetch(`${product.origin}/api/contact?page=1&limit=1`, {
    headers: { authorization: `Bearer ${product.adminToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/contact answered ${response.status}`);
  const body = (await response.json()) as { messages?: unknown[]; total?: number };
  if (typeof body.total === 'number') return body.total;
  if (!Array.isArray(body.messages)) throw new Error('GET /api/contact sent no messages');
  return body.messages.length;
}

/** The product's contact messages collection, straight through the driver. */
export async function withMessagesCollection<T>(
  product: Product,
  work: (collection: Collection) => Promise<T>,
): Promise<T> {
  const client = await MongoClient.connect(product.mongoUri);
  try {
    return await work(client.db(product.dbName).collection('contactmessages'));
  } finally {
    await client.close();
  }
}
