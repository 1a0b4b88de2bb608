import { useCallback, useEffect, useRef, useState } from 'react';
import { CHUNK_SECONDS, chunkStore } from './chunk-store';
import { pendingCount, sendPending } from './chunk-uploader';

const TIMESLICE_MS = CHUNK_SECONDS * 1000;
const SILENCE_MS = 5_000;
/** RMS below this counts as no sound (a muted or unplugged microphone reads ~0). */
const SILENCE_RMS = 0.004;
const RETRY_MS = 3_000;

export type RecorderState = 'idle' | 'recording' | 'paused';

function preferredType() {
  for (const type of [
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/ogg;codecs=opus',
    'audio/mp4',
  ]) {
    if (typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type)) return type;
  }
  return '';
}

/**
 * The recorder of one encounter: microphone choice, start/pause/stop, a timer that skips pauses,
 * an input level with a silence warning, and chunks written to IndexedDB then sent in the
 * background. Mounting it also resumes sending audio a previous tab left behind.
 */
export function useRecorder(encounterId: string, onUploaded: () => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [silent, setSilent] = useState(false);
  const [pending, setPending] = useState(0);
  const [uploadError, setUploadError] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const active = useRef(new Set<string>());
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    audio: AudioContext;
    recordingId: string;
    seq: number;
    mimeType: string;
    startedAt: number;
    accumulated: number;
    timers: number[];
  } | null>(null);
  const syncing = useRef(false);
  const again = useRef(false);
  const retry = useRef<number | undefined>(undefined);
  const uploadedRef = useRef(onUploaded);
  useEffect(() => {
    uploadedRef.current = onUploaded;
  }, [onUploaded]);
  const syncRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const sync = useCallback(async () => {
    if (syncing.current) {
      again.current = true;
      return;
    }
    syncing.current = true;
    window.clearTimeout(retry.current);
    try {
      do {
        again.current = false;
        const { finished, sent } = await sendPending(encounterId, active.current);
        setUploadError(false);
        if (finished || sent) uploadedRef.current();
      } while (again.current);
    } catch {
      setUploadError(true);
      retry.current = window.setTimeout(() => void syncRef.current(), RETRY_MS);
    } finally {
      syncing.current = false;
      setPending(await pendingCount(encounterId).catch(() => 0));
    }
  }, [encounterId]);
  useEffect(() => {
    syncRef.current = sync;
  }, [sync]);

  const elapsed = () => {
    const s = session.current;
    if (!s) return 0;
    return s.accumulated + (s.recorder.state === 'recording' ? Date.now() - s.startedAt : 0);
  };

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
    setDevices((all ?? []).filter((d) => d.kind === 'audioinput'));
  }, []);

  useEffect(() => {
    // After mount, not during it: audio a previous tab left behind is sent now.
    void Promise.resolve().then(sync);
    void Promise.resolve().then(listDevices);
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(retry.current);
    };
  }, [sync, listDevices]);

  const start = useCallback(async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: deviceId ? { deviceId: { exact: deviceId } } : true,
      });
    } catch (e) {
      setError(e instanceof Error ? e.name : 'NotAllowedError');
      return;
    }
    void listDevices(); // labels appear once permission is granted
    const mimeType = preferredType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const recordingId = crypto.randomUUID();
    const type = (recorder.mimeType || mimeType || 'audio/webm').replace(/\s+/g, '');
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 2048;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let quietSince = Date.now();
    const s = {
      recorder,
      stream,
      audio,
      recordingId,
      seq: 0,
      mimeType: type,
      startedAt: Date.now(),
      accumulated: 0,
      timers: [] as number[],
    };
    session.current = s;
    active.current.add(recordingId);
    await chunkStore.putRecording({
      recordingId,
      encounterId,
      mimeType: type,
      chunks: 0,
      durationSeconds: 0,
      stopped: false,
    });
    // Writes are chained so chunk n is stored before chunk n+1 (and before the stop is noted).
    let writes = Promise.resolve();
    recorder.ondataavailable = (e) => {
      if (!e.data.size) return;
      const seq = s.seq++;
      const durationSeconds =
        (s.accumulated + (recorder.state === 'recording' ? Date.now() - s.startedAt : 0)) / 1000;
      writes = writes
        .then(() => chunkStore.putChunk({ recordingId, seq, encounterId, blob: e.data }))
        .then(() =>
          chunkStore.putRecording({
            recordingId,
            encounterId,
            mimeType: type,
            chunks: seq + 1,
            durationSeconds,
            stopped: false,
          }),
        )
        .then(() => sync())
        .catch(() => setUploadError(true));
    };
    recorder.onstop = () => {
      writes = writes.then(async () => {
        active.current.delete(recordingId);
        await sync();
      });
    };
    recorder.start(TIMESLICE_MS);
    s.timers.push(
      window.setInterval(() => setElapsedMs(elapsed()), 250),
      window.setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const v of samples) sum += v * v;
        const rms = Math.sqrt(sum / samples.length);
        setLevel(Math.min(1, rms * 8));
        if (rms >= SILENCE_RMS || recorder.state !== 'recording') quietSince = Date.now();
        setSilent(Date.now() - quietSince >= SILENCE_MS);
      }, 100),
    );
    setElapsedMs(0);
    setState('recording');
  }, [deviceId, encounterId, listDevices, sync]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.accumulated += Date.now() - s.startedAt;
    s.recorder.pause();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'paused') return;
    s.startedAt = Date.now();
    s.recorder.resume();
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s) return;
    if (s.recorder.state === 'recording') s.accumulated += Date.now() - s.startedAt;
    s.startedAt = Date.now();
    s.recorder.stop();
    s.stream.getTracks().forEach((t) => t.stop());
    s.timers.forEach((t) => window.clearInterval(t));
    void s.audio.close();
    session.current = null;
    setLevel(0);
    setSilent(false);
    setState('idle');
  }, []);

  // Leaving the encounter stops the recording; what was recorded is kept and sent.
  useEffect(() => () => stop(), [stop]);

  return {
    state,
    elapsedMs,
    level,
    silent,
    pending,
    uploadError,
    devices,
    deviceId,
    setDeviceId,
    error,
    start,
    pause,
    resume,
    stop,
  };
}
