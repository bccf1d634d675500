import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that hands each mail it receives, its
 * recipients and its raw text, to `onMail`. The API's tests keep the mail in memory
 * (mail-server.ts); the browser journeys write it to files (e2e's mail-catcher.ts).
 */
export async function listenForMail(onMail: (to: string[], raw: string) => void, port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMail(
          session.envelope.rcptTo.map((recipient) => recipient.address),
          Buffer.concat(chunks).toString(),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
