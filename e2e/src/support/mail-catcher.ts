import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The suite's mail server: the site's outbox sends every mail here, and each one is kept as a
 * file in `dir` (its recipients on the first line), which test files read as the recipient
 * would read their inbox: the Outbox screen shows links only with their key hidden.
 */
export async function startMailCatcher(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        const name = `${String(count).padStart(6, '0')}.eml`;
        writeFileSync(path.join(dir, name), `${to}\n${Buffer.concat(chunks).toString()}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails delivered to `email` so far, newest first, with soft line breaks joined. */
export function mailsTo(dir: string, email: string): string[] {
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.slice(0, mail.indexOf('\n')).split(',').includes(email))
    .map((mail) => mail.replace(/=\r?\n/g, ''));
}
