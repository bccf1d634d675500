import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { announce, loadRecordedBodies } from './bodies';

// The framework's ceiling: Express 5 with helmet's headers, answering the product's bytes.
const bodies = loadRecordedBodies();
const app = express();
app.disable('x-powered-by');
app.use(helmet());
for (const [path, recorded] of bodies) {
  app.get(path, (_req, res) => {
    res.type(recorded.contentType).send(recorded.body);
  });
}

const server = app.listen(0, '127.0.0.1', () => announce((server.address() as AddressInfo).port));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
