import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce, loadRecordedBodies } from './bodies';

// The machine's limit: node:http answering the product's bytes with nothing in between.
const bodies = loadRecordedBodies();

const server = createServer((req, res) => {
  const recorded = bodies.get(req.url ?? '');
  if (!recorded) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': recorded.contentType,
    'content-length': recorded.body.length,
  });
  res.end(recorded.body);
});

server.listen(0, '127.0.0.1', () => announce((server.address() as AddressInfo).port));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
