import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP seed), kept encrypted at rest: AES-256-GCM under a
 * key derived from JWT_SECRET with HKDF-SHA256 and a purpose label, so a database dump alone
 * does not give them away, and the signing key itself is never used to encrypt. Rotating
 * JWT_SECRET makes what was sealed unreadable (docs/OPERATIONS.md says what staff do then).
 */
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed under another key or tampered with. */
  open(sealed: string): string | undefined;
}

export function createSecretBox(jwtSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'tutoring-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
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
    },
  };
}
