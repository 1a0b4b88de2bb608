/**
 * Voice activity detection by energy (issue 18 accepts an energy detector): 30 ms frames whose
 * RMS stands clearly above the recording's own noise floor count as voice; short gaps inside
 * speech are bridged and very short bursts (clicks) ignored. Stretches without voice are never
 * sent to the transcriber, and transcript segments over them are dropped (see `dropSilent`).
 */

export interface Region {
  start: number;
  end: number;
}

const FRAME_SECONDS = 0.03;
/** Below this RMS (of full scale) nothing is voice, however quiet the room. */
const ABSOLUTE_FLOOR = 0.01;
/** Voice is at least this many times the noise floor (about +10 dB). */
const OVER_FLOOR = 3;
const BRIDGE_SECONDS = 0.5;
const MIN_VOICE_SECONDS = 0.2;
/** Kept around each region so word edges are not clipped. */
const PAD_SECONDS = 0.2;

/**
 * `samples`: mono PCM at `rate` Hz, 16-bit integers (as decoded) or floats in [-1, 1]. The frame
 * energies go into one typed array, so half an hour of audio is one pass with no garbage.
 */
export function detectVoice(samples: Int16Array | Float32Array, rate: number): Region[] {
  const frame = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
  const energies = new Float64Array(Math.floor(samples.length / frame));
  for (let f = 0, i = 0; f < energies.length; f++, i += frame) {
    let sum = 0;
    for (let j = i; j < i + frame; j++) sum += samples[j]! * samples[j]!;
    energies[f] = Math.sqrt(sum / frame) * scale;
  }
  if (!energies.length) return [];
  // The noise floor: the quietest tenth of the frames.
  const sorted = energies.slice().sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  const threshold = Math.max(ABSOLUTE_FLOOR, floor * OVER_FLOOR);

  const raw: Region[] = [];
  let open: number | null = null;
  for (let i = 0; i < energies.length; i++) {
    const e = energies[i]!;
    if (e >= threshold && open === null) open = i;
    if (e < threshold && open !== null) {
      raw.push({ start: open * FRAME_SECONDS, end: i * FRAME_SECONDS });
      open = null;
    }
  }
  if (open !== null)
    raw.push({ start: open * FRAME_SECONDS, end: energies.length * FRAME_SECONDS });

  const bridged: Region[] = [];
  for (const r of raw) {
    const last = bridged.at(-1);
    if (last && r.start - last.end <= BRIDGE_SECONDS) last.end = r.end;
    else bridged.push({ ...r });
  }
  const total = samples.length / rate;
  return bridged
    .filter((r) => r.end - r.start >= MIN_VOICE_SECONDS)
    .map((r) => ({
      start: Math.max(0, r.start - PAD_SECONDS),
      end: Math.min(total, r.end + PAD_SECONDS),
    }));
}

/**
 * Groups voice regions into pieces no longer than `maxSeconds`, each cut in a pause (between two
 * regions), so a long recording goes to the provider in pieces it accepts and no word is cut.
 * A single region longer than the limit is split at the limit (no pause to cut in).
 */
export function cutAtPauses(regions: Region[], maxSeconds: number): Region[] {
  const pieces: Region[] = [];
  for (const r of regions) {
    let start = r.start;
    while (r.end - start > maxSeconds) {
      pieces.push({ start, end: start + maxSeconds });
      start += maxSeconds;
    }
    const last = pieces.at(-1);
    if (last && start - last.start <= maxSeconds && r.end - last.start <= maxSeconds)
      last.end = r.end;
    else pieces.push({ start, end: r.end });
  }
  return pieces;
}

/**
 * Segments of each piece, timed from the piece's start, joined back into one timeline: each
 * piece's segments move by the piece's place in the recording (and the recording's own offset).
 */
export function joinPieces<S extends { start: number; end: number }>(
  pieces: { offset: number; segments: S[] }[],
): S[] {
  return pieces
    .flatMap(({ offset, segments }) =>
      segments.map((s) => ({ ...s, start: s.start + offset, end: s.end + offset })),
    )
    .sort((a, b) => a.start - b.start);
}

/** Keeps segments that overlap voice for at least a fifth of their length; counts the rest. */
export function dropSilent<S extends { start: number; end: number }>(
  segments: S[],
  voice: Region[],
): { kept: S[]; dropped: number } {
  const kept: S[] = [];
  let dropped = 0;
  for (const s of segments) {
    const length = Math.max(s.end - s.start, 0.01);
    const overlap = voice.reduce(
      (n, v) => n + Math.max(0, Math.min(s.end, v.end) - Math.max(s.start, v.start)),
      0,
    );
    if (overlap / length >= 0.2) kept.push(s);
    else dropped += 1;
  }
  return { kept, dropped };
}
