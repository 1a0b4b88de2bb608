/**
 * The end of a growing recording without reading all of it (issue 18). A background step of a
 * running recording needs only its last minute or so, but the recorder's WebM cannot be cut at
 * any byte: a player needs the file's header (EBML, Info, Tracks, at the start of the first
 * chunk) and then whole clusters. Each cluster starts with its own time (Cluster, then Timecode),
 * so walking back over the chunks from the newest finds one starting early enough; the header
 * and the bytes from that cluster on decode like the whole file from there. A step then reads and
 * decodes about a minute of audio whatever the recording's length; before, the 48th minute read
 * and demuxed 48 minutes every three seconds.
 */

/** Audio bytes that begin `start` seconds into the recording (0: the whole recording). */
export interface RecentAudio {
  data: Buffer;
  start: number;
}

const EBML = 0x1a45dfa3;
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const TIMECODE = 0xe7;
const TIMECODE_SCALE = [0x2a, 0xd7, 0xb1];
/** Nanoseconds per timecode unit when the header does not say (Matroska's default: 1 ms). */
const DEFAULT_SCALE_NS = 1_000_000;

/** An EBML variable-length number at `at`: its length in bytes and value; null when cut off. */
function vint(b: Uint8Array, at: number): { length: number; value: number } | null {
  const first = b[at];
  if (!first) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > b.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + b[at + i]!;
  return { length, value };
}

/** An unsigned integer element's value: its size at `at`, then that many big-endian bytes. */
function uint(b: Uint8Array, at: number): number | null {
  const size = vint(b, at);
  if (!size || size.value < 1 || size.value > 8 || at + size.length + size.value > b.length)
    return null;
  let value = 0;
  for (let i = 0; i < size.value; i++) value = value * 256 + b[at + size.length + i]!;
  return value;
}

const matchAt = (b: Uint8Array, at: number, id: number[]) => id.every((x, i) => b[at + i] === x);

/**
 * The clusters starting in `b` before `end`, each with its byte offset and timecode (in the
 * header's units). A cluster's ID followed by a valid size and a Timecode element is taken as
 * one; these four bytes could occur inside audio, but not also followed by both.
 */
export function clustersIn(b: Uint8Array, end = b.length): { offset: number; timecode: number }[] {
  const found = [];
  for (let at = b.indexOf(CLUSTER[0]!); at >= 0 && at < end; at = b.indexOf(CLUSTER[0]!, at + 1)) {
    if (!matchAt(b, at, CLUSTER)) continue;
    const size = vint(b, at + 4);
    if (!size) continue;
    const body = at + 4 + size.length;
    if (b[body] !== TIMECODE) continue;
    const timecode = uint(b, body + 1);
    if (timecode !== null) found.push({ offset: at, timecode });
  }
  return found;
}

/** Whether `data` begins as a WebM (Matroska) file does. */
export const isWebm = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === EBML;

/** The header of a WebM recording's first chunk: its bytes before the first cluster. */
export function webmHeader(first: Buffer): { bytes: Buffer; secondsPerUnit: number } | null {
  if (!isWebm(first)) return null;
  const [cluster] = clustersIn(first);
  if (!cluster) return null;
  const bytes = first.subarray(0, cluster.offset);
  let scale = DEFAULT_SCALE_NS;
  for (
    let at = bytes.indexOf(TIMECODE_SCALE[0]!);
    at >= 0;
    at = bytes.indexOf(TIMECODE_SCALE[0]!, at + 1)
  )
    if (matchAt(bytes, at, TIMECODE_SCALE)) {
      scale = uint(bytes, at + 3) ?? scale;
      break;
    }
  return { bytes, secondsPerUnit: scale / 1e9 };
}

/** The last of `clusters` starting at or before `since` seconds. */
const lastAtOrBefore = (
  clusters: { offset: number; timecode: number }[],
  secondsPerUnit: number,
  since: number,
) => clusters.filter((c) => c.timecode * secondsPerUnit <= since).at(-1);

/**
 * A recording held whole in memory, from a cluster at or before `since` seconds to its end: what
 * Stop decodes after the background steps. The whole recording when it is not WebM or `since` is
 * in its first cluster.
 */
export function recentOf(data: Buffer, since: number): RecentAudio {
  const header = since > 0 ? webmHeader(data) : null;
  const cluster = header && lastAtOrBefore(clustersIn(data), header.secondsPerUnit, since);
  if (!header || !cluster || cluster.offset === header.bytes.length) return { data, start: 0 };
  return {
    data: Buffer.concat([header.bytes, data.subarray(cluster.offset)]),
    start: cluster.timecode * header.secondsPerUnit,
  };
}

/**
 * A growing recording from a cluster at or before `since` seconds to its end, reading its chunks
 * (in sequence order) from the newest back: what a background step decodes. The whole recording,
 * from 0, when it is not WebM, `since` is at its start, or no cluster is found early enough.
 */
export async function readRecent<C>(
  chunks: C[],
  read: (chunk: C) => Promise<Buffer>,
  since: number,
): Promise<RecentAudio> {
  if (!chunks.length) return { data: Buffer.alloc(0), start: 0 };
  const first = await read(chunks[0]!);
  const header = since > 0 ? webmHeader(first) : null;
  // The chunks read so far, from the newest back.
  const parts: Buffer[] = [];
  for (let i = chunks.length - 1; header && i >= 1; i--) {
    const part = await read(chunks[i]!);
    parts.unshift(part);
    // A cluster's first bytes may end this chunk and the rest begin the next.
    const area = parts[1] ? Buffer.concat([part, parts[1].subarray(0, 32)]) : part;
    const cluster = lastAtOrBefore(clustersIn(area, part.length), header.secondsPerUnit, since);
    if (cluster)
      return {
        data: Buffer.concat([header.bytes, part.subarray(cluster.offset), ...parts.slice(1)]),
        start: cluster.timecode * header.secondsPerUnit,
      };
  }
  for (let i = chunks.length - parts.length - 1; i >= 1; i--) parts.unshift(await read(chunks[i]!));
  return { data: Buffer.concat([first, ...parts]), start: 0 };
}
