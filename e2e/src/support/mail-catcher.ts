import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listenForMail } from '../../../apps/api/test/smtp-listener';

/**
 * The suite's mail server: the site's outbox sends every mail here, and each one is kept as a
 * file in `dir` (its recipients on the first line), which test files read as the recipient
 * would read their inbox: the Outbox screen shows links only with their key hidden.
 */
export async function startMailCatcher(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const { url, stop } = await listenForMail((to, raw) => {
    count += 1;
    const name = `${String(count).padStart(6, '0')}.eml`;
    writeFileSync(path.join(dir, name), `${to.join(',')}\n${raw}`);
  });
  return { url, stop };
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
