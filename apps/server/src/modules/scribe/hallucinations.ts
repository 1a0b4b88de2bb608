/**
 * Phrases Whisper-family models are known to write over silence or noise: they come from the
 * subtitles of online videos they were trained on (Koenecke et al., "Careless Whisper", 2024, and
 * the openai/whisper discussions #928 and #1783). A segment saying one of them is flagged, never
 * silently dropped: a patient may really say 'thank you'.
 */
const PHRASES = [
  /thank(s| you) (so much )?for watching/i,
  /please (like and )?subscribe/i,
  /subtitles? (by|made by|provided by)/i,
  /captions? by/i,
  /amara\.org/i,
  /transcribed by/i,
  /sous-titr(es|age)s? (réalisés? )?(par|by)/i,
  /merci d'avoir regardé/i,
  /subt[ií]tulos (realizados )?por/i,
  /legendas (pela|por)/i,
  /don'?t forget to (like|subscribe)/i,
  /see you (in the )?next (video|time)/i,
];

export function isKnownHallucination(text: string): boolean {
  return PHRASES.some((p) => p.test(text));
}
