import { speechFallbackResponse, type CoachLanguage } from '@/contracts/prayer-coach';
import { apiRequest, readJson } from '@/client/lib/api';

export const GENERATE_SPEECH_URL = '/api/generate-speech';

export type GeneratedSpeech = { kind: 'audio'; audio: Blob } | { kind: 'browser' };

export type SpeechInput = {
  text: string;
  language: CoachLanguage;
  /**
   * The `speechToken` of the AI reply the text comes from. The server lets the AI provider speak
   * only a reply's own text with its token, and answers `{fallback: 'browser'}` otherwise.
   */
  speechToken?: string;
};

/**
 * POST /api/generate-speech: audio bytes to play, or `{fallback: 'browser'}` when no provider can
 * speak and the browser's speech synthesis should (decision 008). Any AI feature's reply that carries a
 * `speechToken` (decision 010) can be spoken this way.
 */
export async function generateSpeech(input: SpeechInput): Promise<GeneratedSpeech> {
  const response = await apiRequest('POST', GENERATE_SPEECH_URL, input);
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    speechFallbackResponse.parse(await readJson(response));
    return { kind: 'browser' };
  }
  return { kind: 'audio', audio: await response.blob() };
}

/** The provider's audio of an AI reply, or null when the browser's voice should say it. */
export async function replyAudio(
  text: string,
  language: CoachLanguage,
  speechToken: string,
): Promise<Blob | null> {
  try {
    const speech = await generateSpeech({ text, language, speechToken });
    return speech.kind === 'audio' ? speech.audio : null;
  } catch {
    // The server could not speak it: the browser's voice says it instead.
    return null;
  }
}
