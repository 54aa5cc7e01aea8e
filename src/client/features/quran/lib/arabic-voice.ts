import { hasArabicVoice } from '@/client/lib/speech';

/** How long to wait for a browser that lists its voices late (Chrome gives none before 'voiceschanged'). */
const VOICES_WAIT_MS = 1000;

/**
 * Whether the browser can read Arabic aloud: it has speech synthesis and an Arabic voice among its
 * voices, waiting a moment for a voice list that is not loaded yet.
 */
export function arabicVoiceAvailable(): Promise<boolean> {
  const engine = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  if (!engine || typeof SpeechSynthesisUtterance === 'undefined') return Promise.resolve(false);
  if (engine.getVoices().length > 0) return Promise.resolve(hasArabicVoice());
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      engine.removeEventListener?.('voiceschanged', settle);
      resolve(hasArabicVoice());
    };
    const timer = setTimeout(settle, VOICES_WAIT_MS);
    engine.addEventListener?.('voiceschanged', settle);
  });
}
