import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { OutboxModel } from '../src/modules/outbox/outbox.model';
import { startOutboxWorker } from '../src/modules/outbox/outbox-worker';
import { listenForMail } from './smtp-listener';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body as a reader sees it: quoted-printable decoded, soft line breaks joined. */
  text: string;
}

/** The body of a received mail, decoded when it was sent quoted-printable (long lines). */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const [headers, body] = [raw.slice(0, split), raw.slice(split + 4)];
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail | undefined, prefix: string): string {
  const link = mail?.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in ${mail?.text ?? 'no mail'}`);
  return link;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startMailServer(port = 0) {
  const received: ReceivedMail[] = [];
  const listener = await listenForMail(
    (to, raw) => received.push({ to, raw, text: bodyText(raw) }),
    port,
  );
  return { received, ...listener };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * The mail server of a test file: started before its tests and stopped after them. With
 * `fresh` (the default) the outbox and the received mail are emptied before each test, so a
 * test reads only the mail it caused; files whose tests count from `received.length` pass
 * `{ fresh: false }`.
 */
export function useMailServer({ fresh = true }: { fresh?: boolean } = {}): MailServer {
  let server: MailServer | undefined;
  const started = (): MailServer => {
    if (!server) throw new Error('the mail server starts in beforeAll: use it inside tests');
    return server;
  };
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  if (fresh)
    beforeEach(async () => {
      await OutboxModel.deleteMany({});
      started().received.length = 0;
    });
  return {
    get received() {
      return started().received;
    },
    get port() {
      return started().port;
    },
    get url() {
      return started().url;
    },
    stop: () => started().stop(),
  };
}

/**
 * Sends everything the outbox holds that is due to `mail` once, as the running site's worker
 * would; `now` (the system clock when absent) decides what is due.
 */
export async function deliverOutbox(mail: { url: string }, now?: Date): Promise<number> {
  const worker = startOutboxWorker({
    smtpUrl: mail.url,
    from: 'office@harbour.example',
    logger: createLogger('silent'),
    idleMs: 3_600_000,
    ...(now ? { clock: () => now } : {}),
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}
