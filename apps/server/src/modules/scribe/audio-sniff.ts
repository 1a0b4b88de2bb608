import type { ScribeAudioType } from '@dermadesk/contracts';

/** What the first bytes of a file say it is; the name and the browser's type are not trusted. */
export function sniffAudio(head: Buffer): { type: ScribeAudioType; mimeType: string } | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    return { type: 'webm', mimeType: 'audio/webm' };
  }
  if (ascii(0, 4) === 'OggS') return { type: 'ogg', mimeType: 'audio/ogg' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE')
    return { type: 'wav', mimeType: 'audio/wav' };
  if (ascii(4, 8) === 'ftyp') return { type: 'm4a', mimeType: 'audio/mp4' };
  if (
    ascii(0, 3) === 'ID3' ||
    (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)
  ) {
    return { type: 'mp3', mimeType: 'audio/mpeg' };
  }
  return null;
}
