import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Encrypts small secrets (provider API keys) for storage; AES-256-GCM, authenticated. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this server's secret. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(secret: string): SecretBox {
  // A dedicated key derived for this purpose, so APP_SECRET can serve other uses later.
  const key = Buffer.from(hkdfSync('sha256', secret, 'dermadesk', 'ai-provider-keys', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The server secret: APP_SECRET when set; otherwise a random one kept in DATA_DIR/app-secret
 * (mode 0600), outside the database, so a database dump alone does not reveal the API keys.
 */
export function loadAppSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process (the admin CLI, say) created it first: use theirs.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw e;
  }
  chmodSync(file, 0o600);
  return generated;
}

/** Encrypts stored files (consultation audio) with the server secret; AES-256-GCM, authenticated. */
export interface BytesBox {
  seal(plain: Buffer): Buffer;
  /** Throws when the bytes were not sealed with this server's secret, or were altered. */
  open(sealed: Buffer): Buffer;
}

const BYTES_MAGIC = Buffer.from('DDB1');

export function createBytesBox(secret: string, purpose: string): BytesBox {
  // One key per purpose: a leaked audio key opens no provider key, and the reverse.
  const key = Buffer.from(hkdfSync('sha256', secret, 'dermadesk', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([BYTES_MAGIC, iv, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      if (sealed.length < 32 || !sealed.subarray(0, 4).equals(BYTES_MAGIC)) {
        throw new Error('not sealed bytes');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(4, 16));
      decipher.setAuthTag(sealed.subarray(16, 32));
      return Buffer.concat([decipher.update(sealed.subarray(32)), decipher.final()]);
    },
  };
}
