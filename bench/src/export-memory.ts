import { withMessagesCollection } from './lib/admin-api';
import { readRssBytes } from './lib/processes';
import { budget, heading, mb, printTable } from './lib/report';
import type { Product } from './product-server';

const GROWTH_LIMIT_BYTES = 100 * 1024 * 1024;
const POLL_MS = 10;
const BATCH = 1000;

/** Step 3: the server's peak RSS growth while it streams an export of `count` messages. */
export async function benchExportMemory(product: Product, count: number): Promise<void> {
  heading(`Export of ${count} contact messages: peak RSS growth of the server`);
  const total = await seedMessages(product, count);
  const baseline = readRssBytes(product.pid);
  let peak = baseline;
  const poll = setInterval(() => (peak = Math.max(peak, readRssBytes(product.pid))), POLL_MS);
  const started = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const response = await fetch(`${product.origin}/api/contact/export`, {
      headers: { authorization: `Bearer ${product.adminToken}` },
    });
    status = response.status;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      bytes += part.value.length;
    }
  } finally {
    clearInterval(poll);
  }
  peak = Math.max(peak, readRssBytes(product.pid));
  const seconds = (performance.now() - started) / 1000;
  const growth = peak - baseline;
  printTable([
    ['messages in db', 'status', 'file size', 'seconds', 'RSS before', 'RSS peak', 'growth'],
    [
      String(total),
      String(status),
      mb(bytes),
      seconds.toFixed(1),
      mb(baseline),
      mb(peak),
      mb(growth),
    ],
  ]);
  budget(
    `export of ${total} messages answered 200`,
    String(status),
    '200',
    status === 200 && bytes > 0,
  );
  budget(
    `export of ${total} messages peak RSS growth`,
    mb(growth),
    '< 100 MB',
    growth < GROWTH_LIMIT_BYTES,
  );
}

/** Straight into the database: the public route is rate limited and would take minutes. */
async function seedMessages(product: Product, count: number): Promise<number> {
  return withMessagesCollection(product, async (collection) => {
    const now = Date.now();
    for (let first = 0; first < count; first += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => {
        const n = first + i;
        const createdAt = new Date(now - n * 60_000);
        return {
          name: `Seeded parent ${n}`,
          course: n % 2 ? 'IGCSE Physics' : 'IB Mathematics AA HL',
          mobile: `+91 98765 ${String(n % 100_000).padStart(5, '0')}`,
          email: `parent${n}@example.com`,
          message:
            `My child needs help with past papers and mock exams before May. Message ${n}. `.repeat(
              3,
            ),
          status: 'new',
          notes: '',
          createdAt,
          updatedAt: createdAt,
          __v: 0,
        };
      });
      await collection.insertMany(batch, { ordered: false });
    }
    return collection.countDocuments();
  });
}
