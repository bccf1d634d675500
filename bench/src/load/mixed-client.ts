import { Agent, request } from 'node:http';

// A child process of the bench: CLIENTS concurrent clients for SECONDS, each sending its next
// request when the last one is answered; POST_SHARE of them are contact messages.
const origin = process.env.BENCH_ORIGIN ?? '';
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const postShare = Number(process.env.BENCH_POST_SHARE ?? 0.2);
const readPaths = (process.env.BENCH_READ_PATHS ?? '/api/coursesv2').split(',');

const agent = new Agent({ keepAlive: true, maxSockets: clients });
const statuses: Record<string, number> = {};
const latencies: number[] = [];
let errors = 0;
const errorKinds: Record<string, number> = {};
let sent = 0;

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Every message comes from its own client address (the product trusts one proxy hop), as 200
 * visitors behind a proxy would: the per-address limit of 10 per 15 minutes is not what is measured.
 */
function nextCall(): Call {
  sent += 1;
  if (Math.random() >= postShare) {
    return { method: 'GET', path: readPaths[sent % readPaths.length] as string, headers: {} };
  }
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const body = JSON.stringify({
    name: `Bench visitor ${sent}`,
    course: 'IB Mathematics',
    email: `visitor${sent}@example.com`,
    message: 'Please call me about a demo class.',
  });
  return {
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body,
  };
}

function send(call: Call): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${origin}${call.path}`,
      { method: call.method, headers: call.headers, agent, timeout: 30_000 },
      (res) => {
        res.resume();
        res.once('end', () => {
          const key = `${call.method} ${res.statusCode}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', (error: NodeJS.ErrnoException) => {
      errors += 1;
      const kind = `${call.method} ${error.code ?? error.message}`;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      resolve();
    });
    req.end(call.body);
  });
}

async function client(deadline: number): Promise<void> {
  while (Date.now() < deadline) await send(nextCall());
}

const deadline = Date.now() + seconds * 1000;
await Promise.all(Array.from({ length: clients }, () => client(deadline)));
latencies.sort((a, b) => a - b);
const p99Ms = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
console.log(
  JSON.stringify({ statuses, errors, errorKinds, requests: latencies.length + errors, p99Ms }),
);
agent.destroy();
