import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A minimal ustar (POSIX tar) writer and reader for regular files, gzip-compressed: enough for
 * backups, and an operator can still open one with `tar -xzf`. Names up to 255 bytes (ustar's
 * prefix + name fields), sizes up to 8 GB; nothing else (no links, modes, owners) is kept.
 */
const BLOCK = 512;

function octal(value: number, width: number) {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  let prefix = '';
  let base = name;
  if (bytes.length > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`name too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const h = Buffer.alloc(BLOCK);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii'); // checksum field counts as spaces while summing
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function write(out: Writable, chunk: Buffer) {
  if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
}

/** Writes a .tar.gz: call `add` per file, then `close`. */
export function createTarWriter(file: string) {
  const gzip = createGzip();
  const sink = createWriteStream(file, { flags: 'wx' });
  gzip.pipe(sink);
  return {
    async add(name: string, body: Buffer) {
      await write(gzip, header(name, body.length));
      await write(gzip, body);
      await write(gzip, padding(body.length));
    },
    async close() {
      gzip.end(Buffer.alloc(BLOCK * 2)); // two zero blocks end an archive
      await finished(sink);
    },
  };
}

function field(h: Buffer, start: number, length: number) {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Reads a .tar.gz written by `createTarWriter`, one file at a time (each held in memory). */
export async function* readTar(file: string): AsyncGenerator<{ name: string; body: Buffer }> {
  // Chunks queue up without copying; `take` copies out exactly what one header or body needs.
  const queue: Buffer[] = [];
  let queued = 0;
  const take = (n: number) => {
    const out = Buffer.allocUnsafe(n);
    for (let at = 0; at < n;) {
      const head = queue[0]!;
      const k = Math.min(head.length, n - at);
      head.copy(out, at, 0, k);
      at += k;
      if (k === head.length) queue.shift();
      else queue[0] = head.subarray(k);
    }
    queued -= n;
    return out;
  };
  const source: Readable = createReadStream(file).pipe(createGunzip());
  let pending: { name: string; size: number } | undefined;
  for await (const chunk of source) {
    queue.push(chunk as Buffer);
    queued += (chunk as Buffer).length;
    for (;;) {
      if (!pending) {
        if (queued < BLOCK) break;
        const h = take(BLOCK);
        if (h.every((b) => b === 0)) return;
        if (field(h, 257, 5) !== 'ustar') throw new Error('not a Dermadesk backup (no tar header)');
        const prefix = field(h, 345, 155);
        const base = field(h, 0, 100);
        pending = {
          name: prefix ? `${prefix}/${base}` : base,
          size: parseInt(field(h, 124, 12).trim(), 8),
        };
      }
      const pad = padding(pending.size).length;
      if (queued < pending.size + pad) break;
      const body = take(pending.size);
      take(pad);
      yield { name: pending.name, body };
      pending = undefined;
    }
  }
  throw new Error('the backup file is truncated');
}
