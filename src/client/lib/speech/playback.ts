import { SPEECH_VOLUME } from '@/contracts/prayer-coach';
import { browserVoiceTag } from './languages';

/**
 * Sound in the browser: recorded audio and speech synthesis, each started as a `Playback` that can
 * be cancelled and whose `done` settles when it ends. Spec 2 section 8: a playback failure is silent
 * and the flow goes on, so callers treat a rejected `done` like an ended one.
 */
export type Playback = { done: Promise<void>; cancel: () => void };

const finished: Playback = { done: Promise.resolve(), cancel: () => {} };

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** A voice for a BCP 47 tag: the exact tag first, else any voice of the same language. */
export function findVoice(lang: string): SpeechSynthesisVoice | undefined {
  const voices = synthesis()?.getVoices() ?? [];
  const wanted = lang.toLowerCase();
  const base = wanted.split('-')[0] ?? wanted;
  return (
    voices.find((voice) => voice.lang.toLowerCase() === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === base)
  );
}

export function hasArabicVoice(): boolean {
  return findVoice('ar') !== undefined;
}

/**
 * Some engines never report the end of an utterance; the flow must not wait for ever, so a spoken
 * text is taken as finished after a generous reading time.
 */
function safetyTimeoutMs(text: string, rate: number): number {
  return Math.max(5000, (text.length * 150) / rate + 3000);
}

/** Speaks `text` with the browser's speech synthesis at volume 0.8. */
export function speakText(text: string, options: { lang: string; rate?: number }): Playback {
  const engine = synthesis();
  if (!engine || typeof SpeechSynthesisUtterance === 'undefined' || !text.trim()) return finished;
  const rate = options.rate ?? 1;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = options.lang;
  utterance.volume = SPEECH_VOLUME;
  utterance.rate = rate;
  const voice = findVoice(options.lang);
  if (voice) utterance.voice = voice;

  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const timer = setTimeout(() => settle(), safetyTimeoutMs(text, rate));
  const end = () => {
    clearTimeout(timer);
    settle();
  };
  utterance.onend = end;
  utterance.onerror = end;
  try {
    engine.cancel();
    engine.speak(utterance);
  } catch {
    end();
  }
  return {
    done,
    cancel: () => {
      utterance.onend = null;
      utterance.onerror = null;
      engine.cancel();
      end();
    },
  };
}

/**
 * Plays an audio address; `done` rejects when it cannot be played. Cancelling resolves it, as an
 * ended sound does, so that whoever waits on it goes on and no fallback starts.
 */
export function playAudio(url: string, options: { rate?: number; onFinish?: () => void } = {}): Playback {
  const audio = new Audio(url);
  audio.volume = SPEECH_VOLUME;
  audio.playbackRate = options.rate ?? 1;
  let cancelled = false;
  let stopped: () => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    stopped = resolve;
    audio.onended = () => resolve();
    audio.onerror = () => reject(new Error('audio failed'));
    audio.play().catch((error: unknown) => (cancelled ? resolve() : reject(error)));
  }).finally(() => options.onFinish?.());
  return {
    done,
    cancel: () => {
      cancelled = true;
      audio.pause();
      audio.removeAttribute('src');
      audio.onended = null;
      audio.onerror = null;
      options.onFinish?.();
      stopped();
    },
  };
}

/** Plays audio bytes (the server's spoken answer) from a blob URL that is released afterwards. */
export function playAudioBlob(blob: Blob): Playback {
  const url = URL.createObjectURL(blob);
  let released = false;
  return playAudio(url, {
    onFinish: () => {
      if (released) return;
      released = true;
      URL.revokeObjectURL(url);
    },
  });
}

/**
 * Plays `first`; when it fails, starts `fallback()` instead. Cancelling stops whichever is playing.
 */
export function withFallback(first: Playback, fallback: () => Playback): Playback {
  let current = first;
  let cancelled = false;
  const done = first.done.catch(() => {
    if (cancelled) return;
    current = fallback();
    return current.done;
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      current.cancel();
    },
  };
}

/**
 * Says an AI answer: the provider's audio of it when there is some, else (or when that audio cannot be
 * played) the browser's voice in the voice for its script.
 */
export function speakAnswer(text: string, lang: string, audio: Blob | null): Playback {
  const browserVoice = () => speakText(text, { lang: browserVoiceTag(text, lang) });
  return audio ? withFallback(playAudioBlob(audio), browserVoice) : browserVoice();
}

/** Stops any speech the page started. */
export function silence(): void {
  try {
    synthesis()?.cancel();
  } catch {
    // nothing is speaking
  }
}
