import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP seed), kept encrypted at rest: AES-256-GCM under a
 * key derived from a configured secret with HKDF-SHA256 and a purpose label, so a database dump
 * alone does not give them away, and the configured secret itself is never used to encrypt.
 * A box holds its current key and older ones: it seals with the current key and opens with
 * any, saying when a value should be sealed again under the current one.
 */
const VERSION = 'v1';

/** The key one configured secret gives a box of one purpose. */
export function boxKeyFrom(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tutoring-secret-box', purpose, 32));
}

export interface OpenedSecret {
  plain: string;
  /** Opened with an older key: seal it again, so that key can be retired. */
  stale: boolean;
}

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when no key of the box sealed it or it was tampered with. */
  open(sealed: string): OpenedSecret | undefined;
}

function openWith(key: Buffer, iv: string, tag: string, body: string): string | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}

/** `keys`: the current key first (the one that seals), then older ones that still open. */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('A secret box needs a key.');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      for (const [index, key] of keys.entries()) {
        const plain = openWith(key, iv, tag, body);
        if (plain !== undefined) return { plain, stale: index > 0 };
      }
      return undefined;
    },
  };
}
