import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The address the fake TLS terminator connects from, which nginx trusts; clients use others. */
export const TERMINATOR_ADDRESS = '127.0.0.1';
/** A client that reaches nginx directly, past the terminator: nobody trusts its headers. */
export const DIRECT_CLIENT_ADDRESS = '127.0.0.2';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, one entry per header line (duplicates show). */
  headerNames: string[];
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Send the headers only and read the answer: for bodies nginx must refuse unread. */
  headersOnly?: boolean;
  localAddress?: string;
}

/** One HTTP request to 127.0.0.1:port, the body read raw (never decompressed). */
export function request(port: number, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        localAddress: options.localAddress ?? DIRECT_CLIENT_ADDRESS,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            headerNames: res.rawHeaders.filter((_, index) => index % 2 === 0),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.headersOnly) req.flushHeaders();
    else req.end(options.body);
  });
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function close(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listen(probe);
  await close(probe);
  return port;
}

/**
 * A stand-in for the TLS terminator of docs/DEPLOYMENT.md: it forwards to nginx and appends
 * the visitor's address to X-Forwarded-For (as Caddy or a load balancer does) and says
 * https. The visitor's address is what the test names in `X-Test-Visitor`.
 */
export function fakeTerminator(nginxPort: number): Server {
  return http.createServer((incoming, outgoing) => {
    const { 'x-test-visitor': visitor, ...headers } = incoming.headers;
    const forwarded = [headers['x-forwarded-for'], visitor].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: nginxPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'https' },
        localAddress: TERMINATOR_ADDRESS,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
}
