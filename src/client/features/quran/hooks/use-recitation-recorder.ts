import { useCallback, useEffect, useRef, useState } from 'react';
import { getSpeechRecognition, SPEECH_TAGS, type SpeechRecognitionLike } from '@/client/lib/speech';

export type RecorderState = 'idle' | 'recording';

export type Recording = { audio: Blob | null; transcript: string; durationSeconds: number };

/** A container the browser's MediaRecorder can write, preferring what transcription servers read. */
function recordingType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}

export type RecordingCapability = 'ready' | 'unsupported' | 'noMicrophone';

/** The browser has a microphone API and something to capture with (an audio recorder or recognition). */
function recordingSupported(): boolean {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
  return typeof MediaRecorder !== 'undefined' || getSpeechRecognition() !== null;
}

/**
 * Whether a recitation can be recorded here, found before anything is pressed and without asking for
 * the microphone: 'unsupported' when the browser has no way to record (an old browser, a page not
 * served over https), 'noMicrophone' when its list of devices, which it gives without a permission
 * (unnamed), has no audio input; it is read again when a device is plugged in. A refusal of the
 * microphone can only be known by asking: Practice says it then.
 */
export function useRecordingCapability(): RecordingCapability {
  const supported = recordingSupported();
  const [microphone, setMicrophone] = useState(true);
  useEffect(() => {
    const devices = supported ? navigator.mediaDevices : undefined;
    if (!devices?.enumerateDevices) return;
    let current = true;
    const check = () =>
      devices.enumerateDevices().then(
        (list) => {
          if (current) setMicrophone(list.some((device) => device.kind === 'audioinput'));
        },
        // Not listed: Practice will find out.
        () => {},
      );
    void check();
    devices.addEventListener?.('devicechange', check);
    return () => {
      current = false;
      devices.removeEventListener?.('devicechange', check);
    };
  }, [supported]);
  if (!supported) return 'unsupported';
  return microphone ? 'ready' : 'noMicrophone';
}

/**
 * Records a recitation from the microphone and, where the browser has one, listens with its Arabic
 * speech recognition at the same time: its transcript goes with the audio (used when there is no
 * provider) and, heard as it comes, drives memorisation mode.
 */
export function useRecitationRecorder(options: { onHeard?: (transcript: string) => void } = {}) {
  const [state, setState] = useState<RecorderState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const chunks = useRef<Blob[]>([]);
  const finals = useRef<string[]>([]);
  const startedAt = useRef(0);
  const onHeard = useRef(options.onHeard);
  useEffect(() => {
    onHeard.current = options.onHeard;
  });

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    const listening = recognition.current;
    recognition.current = null;
    if (listening) {
      listening.onresult = null;
      listening.onerror = null;
      listening.onend = null;
      try {
        listening.stop();
      } catch {
        // Already stopped.
      }
    }
  }, []);

  useEffect(() => release, [release]);

  /**
   * Starts recording: 'started', or why not: 'noMicrophone' when the browser found none to open,
   * 'refused' when the microphone was refused (or could not be opened).
   */
  const start = useCallback(async (): Promise<'started' | 'refused' | 'noMicrophone'> => {
    if (!navigator.mediaDevices?.getUserMedia) return 'refused';
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'noMicrophone' : 'refused';
    }
    chunks.current = [];
    finals.current = [];
    const type = recordingType();
    if (typeof MediaRecorder !== 'undefined') {
      const media = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      media.start();
      recorder.current = media;
    }
    const Recognition = getSpeechRecognition();
    if (Recognition) {
      const listening = new Recognition();
      listening.lang = SPEECH_TAGS.ar;
      listening.continuous = true;
      listening.interimResults = true;
      listening.maxAlternatives = 1;
      listening.onresult = (event) => {
        let interim = '';
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          const text = result?.[0]?.transcript.trim() ?? '';
          if (!text) continue;
          if (result?.isFinal) finals.current.push(text);
          else interim = `${interim} ${text}`;
        }
        onHeard.current?.(`${finals.current.join(' ')} ${interim}`.trim());
      };
      // Recognition is a help, not a need: without it (no network, no Arabic) the audio still goes.
      listening.onerror = () => {};
      try {
        listening.start();
        recognition.current = listening;
      } catch {
        recognition.current = null;
      }
    }
    startedAt.current = performance.now();
    setState('recording');
    return 'started';
  }, []);

  /** Stops and hands over the recording. */
  const stop = useCallback(async (): Promise<Recording> => {
    const durationSeconds = (performance.now() - startedAt.current) / 1000;
    const media = recorder.current;
    recorder.current = null;
    const audio = await new Promise<Blob | null>((resolve) => {
      if (!media || media.state === 'inactive') return resolve(null);
      media.onstop = () => resolve(new Blob(chunks.current, { type: media.mimeType || 'audio/webm' }));
      media.stop();
    });
    const transcript = finals.current.join(' ');
    release();
    setState('idle');
    return { audio, transcript, durationSeconds };
  }, [release]);

  return { state, start, stop };
}
