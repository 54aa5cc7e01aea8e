/**
 * The Web Speech API's recognition, which TypeScript's DOM library does not declare (browsers ship
 * it as SpeechRecognition or webkitSpeechRecognition). Only what Hidaya uses is typed.
 */
export interface RecognitionAlternative {
  readonly transcript: string;
}
export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult | undefined };
}
export interface RecognitionErrorEvent {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The final, non-empty transcript among the new results of an event, if any. */
export function finalTranscript(event: RecognitionResultEvent): string | null {
  let latest: string | null = null;
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    if (!result?.isFinal) continue;
    const text = result[0]?.transcript.trim();
    if (text) latest = text;
  }
  return latest;
}

/** Asks for the microphone once and lets it go at once: only the permission is wanted. */
export async function requestMicrophone(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

export type RecognitionHandlers = {
  onTranscript: (transcript: string, recognition: SpeechRecognitionLike) => void;
  onError: (error: string) => void;
  onEnd: () => void;
};

/**
 * Sets a recognition up as the spec asks (section 5): continuous, final results only, one
 * alternative, in `lang`. Empty transcripts never reach `onTranscript`.
 */
export function configureRecognition(
  recognition: SpeechRecognitionLike,
  lang: string,
  handlers: RecognitionHandlers,
): SpeechRecognitionLike {
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.lang = lang;
  recognition.onresult = (event) => {
    const transcript = finalTranscript(event);
    if (transcript) handlers.onTranscript(transcript, recognition);
  };
  recognition.onerror = (event) => handlers.onError(event.error);
  recognition.onend = () => handlers.onEnd();
  return recognition;
}

/** Stops a recognition for good: its handlers are removed first so that nothing restarts it. */
export function disposeRecognition(recognition: SpeechRecognitionLike): void {
  recognition.onresult = null;
  recognition.onerror = null;
  recognition.onend = null;
  recognition.abort();
}
