import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { OutboxMessage } from '@tutoring/shared';

/**
 * What a mail's stored text (and so the Outbox and a database dump) shows where its link's
 * token stands: the token itself is sealed beside it and put back only as the mail is sent.
 */
export const HIDDEN_TOKEN = '[hidden]';

/** What is sealed: the token, and the calendar invitation (its folded lines may carry it). */
export interface LinkSecret {
  token: string;
  calendar: OutboxMessage['calendar'];
}

// Until createApp() derives it from the JWT secret, a key of this process alone.
let sealingKey: Buffer = randomBytes(32);

/**
 * Derives the key from the server's JWT secret, so every instance (and a restarted one) opens
 * what another sealed, while a database dump alone opens nothing.
 */
export function useSealingSecret(secret: string): void {
  sealingKey = Buffer.from(hkdfSync('sha256', secret, 'tutoring-outbox', 'mail link tokens', 32));
}

/** AES-256-GCM: iv, tag and ciphertext in one base64url string. */
export function sealLinkSecret(secret: LinkSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openLinkSecret(sealed: string): LinkSecret {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as LinkSecret;
}

/** The mail as it goes out: its token where the stored text hides it, and its calendar. */
export function withLinkSecret<M extends { text: string; calendar: OutboxMessage['calendar'] }>(
  message: M,
  sealed: unknown,
): M {
  if (typeof sealed !== 'string' || !sealed) return message;
  const { token, calendar } = openLinkSecret(sealed);
  return { ...message, text: message.text.replaceAll(HIDDEN_TOKEN, token), calendar };
}
