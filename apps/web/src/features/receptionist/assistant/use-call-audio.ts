import { useCallback, useEffect, useRef, useState } from 'react';
import { encodeWav } from './wav';

/** RMS above which a frame counts as speech (the scribe's recorder warns below ~0.01). */
const VOICE_RMS = 0.02;
/** Silence that ends an utterance, speech kept before its onset, and the longest utterance. */
const END_SILENCE_MS = 700;
const PRE_ROLL_MS = 300;
const MIN_SPEECH_MS = 250;
const MAX_UTTERANCE_MS = 15_000;
const FRAME = 4096;

export type CallAudioState = 'off' | 'listening' | 'hearing' | 'paused';

/**
 * The caller's microphone, cut into utterances at pauses: each one (as a WAV, with a little
 * audio from before the voice started) goes to `onUtterance`. Listening pauses until the promise
 * it returns settles (the assistant thinks, then speaks), so it never hears itself.
 */
export function useCallAudio(onUtterance: (audio: Blob) => Promise<void>) {
  const [state, setState] = useState<CallAudioState>('off');
  const [level, setLevel] = useState(0);
  const handler = useRef(onUtterance);
  useEffect(() => {
    handler.current = onUtterance;
  });
  const paused = useRef(false);
  const stopRef = useRef<(() => void) | null>(null);

  const start = useCallback(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
    });
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    // ScriptProcessor hands us the samples on the main thread, which a few seconds of speech
    // at a time can afford; it needs no separate worklet file.
    const processor = context.createScriptProcessor(FRAME, 1, 1);
    const frameMs = (FRAME / context.sampleRate) * 1000;
    let preRoll: Float32Array[] = [];
    let speech: Float32Array[] = [];
    let voicedMs = 0;
    let silentMs = 0;
    processor.onaudioprocess = (event) => {
      const frame = new Float32Array(event.inputBuffer.getChannelData(0));
      const rms = Math.sqrt(frame.reduce((n, x) => n + x * x, 0) / frame.length);
      setLevel(rms);
      if (paused.current) {
        preRoll = [];
        speech = [];
        return;
      }
      const voiced = rms >= VOICE_RMS;
      if (!speech.length) {
        preRoll = [...preRoll, frame].slice(-Math.ceil(PRE_ROLL_MS / frameMs));
        if (!voiced) return;
        speech = [...preRoll];
        voicedMs = 0;
        silentMs = 0;
        setState('hearing');
      }
      speech.push(frame);
      voicedMs += voiced ? frameMs : 0;
      silentMs = voiced ? 0 : silentMs + frameMs;
      if (silentMs < END_SILENCE_MS && speech.length * frameMs < MAX_UTTERANCE_MS) return;
      const utterance = speech;
      speech = [];
      preRoll = [];
      setState('listening');
      if (voicedMs < MIN_SPEECH_MS) return;
      const samples = new Float32Array(utterance.reduce((n, f) => n + f.length, 0));
      let offset = 0;
      for (const f of utterance) {
        samples.set(f, offset);
        offset += f.length;
      }
      paused.current = true;
      setState('paused');
      void handler.current(encodeWav(samples, context.sampleRate)).finally(() => {
        paused.current = false;
        if (stopRef.current) setState('listening');
      });
    };
    source.connect(processor);
    processor.connect(context.destination);
    setState('listening');
    paused.current = false;
    stopRef.current = () => {
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      void context.close();
      setState('off');
      setLevel(0);
    };
  }, []);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);
  return { state, level, start, stop };
}

/** Reads a reply aloud with the browser's voice; resolves when done (or at once without one). */
export function speak(text: string, language: string): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || !text.trim()) return Promise.resolve();
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    // Some browsers (headless ones) never end an utterance: listening resumes after a while.
    const fallback = setTimeout(resolve, Math.min(20_000, 1_000 + text.length * 80));
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    utterance.onend = done;
    utterance.onerror = done;
    synth.speak(utterance);
  });
}
