import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import mongoose, { Schema } from 'mongoose';
import { announce } from './bodies';

/**
 * The mixed load's baseline: what a plain Express 5 + helmet + Mongoose server costs doing the
 * same work on the same database, with nothing of the product's (no cache, no limits, no log,
 * no mails). Its reads query the product's collections each time; its contact posts insert
 * one document each, one `Model.create` per post, into a collection of its own so the
 * product's stored-message count stays exact.
 */
const uri = process.env.BENCH_MONGODB_URI ?? '';
const dbName = process.env.BENCH_DB_NAME ?? 'tutoring';
const loose = (collection: string) => new Schema({}, { strict: false, collection });
const Course = mongoose.model('Course', loose('coursev2s'));
const Member = mongoose.model('Member', loose('teammembers'));
const Message = mongoose.model(
  'Message',
  new Schema(
    {
      name: { type: String, required: true },
      course: { type: String, required: true },
      email: { type: String, required: true },
      message: { type: String, required: true },
    },
    { collection: 'baselinemessages', timestamps: true },
  ),
);

await mongoose.connect(uri, { dbName });
const app = express();
app.disable('x-powered-by');
app.use(helmet());
app.get('/api/coursesv2', async (_req, res) => {
  res.json({ courses: await Course.find({ status: 'published' }).sort({ createdAt: 1 }).lean() });
});
app.get('/api/team', async (_req, res) => {
  res.json({ members: await Member.find().sort({ order: 1 }).lean() });
});
app.post('/api/contact', express.json(), async (req, res) => {
  const message = await Message.create(req.body);
  res.status(201).json({ message: message.toJSON() });
});

const server = app.listen(0, '127.0.0.1', () => announce((server.address() as AddressInfo).port));
process.once('SIGTERM', () =>
  server.close(() => void mongoose.disconnect().then(() => process.exit(0))),
);
