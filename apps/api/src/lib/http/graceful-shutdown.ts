import type { Server } from 'node:http';

/**
 * Stops accepting connections and resolves once every request in flight has been answered.
 * Idle keep-alive connections are closed at once; busy ones close after their answer.
 * The caller bounds the wait (server.ts exits after 10 s whatever happens).
 */
export function drainServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
