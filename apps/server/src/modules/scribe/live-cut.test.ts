import { describe, expect, it } from 'vitest';
import { LIVE_HOLD_SECONDS, LIVE_MAX_WAIT_SECONDS, liveCut } from './transcribe-recording.js';

describe('liveCut: where realtime transcription may stop in a growing recording', () => {
  it('stops after the last finished stretch of voice when the speaker has paused', () => {
    expect(liveCut([{ start: 1, end: 4 }], 0, 10)).toBe(10 - LIVE_HOLD_SECONDS);
  });

  it('stops in the pause before speech that is still running, never inside it', () => {
    expect(
      liveCut(
        [
          { start: 1, end: 4 },
          { start: 7, end: 10 },
        ],
        0,
        10,
      ),
    ).toBe(7);
  });

  it('waits while one stretch of speech runs on, then cuts it after the longest wait', () => {
    const speech = [{ start: 2, end: 200 }];
    expect(liveCut(speech, 3, 30)).toBeNull();
    expect(liveCut(speech, 3, 3 + LIVE_MAX_WAIT_SECONDS + LIVE_HOLD_SECONDS)).toBe(
      3 + LIVE_MAX_WAIT_SECONDS,
    );
  });

  it('has nothing new while the recording has not grown past what is held back', () => {
    expect(liveCut([], 8.5, 10)).toBeNull();
    expect(liveCut([], 8.5, 12)).toBe(12 - LIVE_HOLD_SECONDS);
  });
});
