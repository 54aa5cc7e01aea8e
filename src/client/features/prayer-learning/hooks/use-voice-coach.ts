import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOGNITION_RESTART_MS, RESUME_AFTER_REPLY_MS, type CoachLanguage } from '@/contracts/prayer-coach';
import { platformMessages } from '@/contracts/messages/platform';
import type { PrayerType, Tradition } from '@/contracts/prayer-lessons';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { currentLanguage, i18n, languageByCode, loadNamespaces, translateMessage } from '@/client/lib/i18n';
import {
  configureRecognition,
  disposeRecognition,
  getSpeechRecognition,
  replyAudio,
  requestMicrophone,
  silence,
  speakAnswer,
  SPEECH_TAGS,
  type Playback,
  type SpeechRecognitionLike,
} from '@/client/lib/speech';
import { askPrayerCoach } from '../api/ask-prayer-coach';
import {
  coachSessionReducer,
  initialCoachSession,
  isSessionActive,
  shouldRestartRecognition,
  type CoachSessionEvent,
  type CoachSessionState,
} from '../lib/coach-session';

export type VoiceCoachOptions = { prayerType: PrayerType; tradition: Tradition; language: CoachLanguage };

/** The language a catalogue message is shown and spoken in: the voice language when the interface has it. */
function messageLanguageFor(language: CoachLanguage): string {
  return languageByCode(language)?.code ?? currentLanguage().code;
}

/**
 * A line the coach says. Only a server reply has a `speechToken`: the provider may speak nothing
 * else, so a line written on the client (the fallback when the call fails) goes to the browser's voice.
 */
type SpokenLine = {
  text: string;
  lang: string;
  /** A server reply's token and the language its text is written in, for the provider's voice. */
  reply?: { speechToken: string; language: CoachLanguage };
};

/** 24 random hexadecimal characters. */
function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * Drives one voice session: the microphone permission, continuous
 * recognition with its restart rules, one coach call per final transcript or typed message, and the
 * spoken reply, after which listening resumes (when the microphone session is on). A typed message
 * needs neither the microphone nor recognition. The turn logic lives in the pure `coachSessionReducer`; this hook
 * only performs its effects, and reads the state through a ref so that browser callbacks always
 * see the latest one.
 */
export function useVoiceCoach({ prayerType, tradition, language }: VoiceCoachOptions) {
  const { t } = useTranslation(['learning', 'messages', 'errors']);
  const Recognition = useMemo(() => getSpeechRecognition(), []);
  const [state, setState] = useState<CoachSessionState>(initialCoachSession);
  const stateRef = useRef(state);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const lastRecognitionError = useRef<string | null>(null);
  const playback = useRef<Playback | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** Bumped by every start and stop, so answers of an ended session are dropped. */
  const session = useRef(0);
  /** This coaching session's id (setup to 'Back to Setup'): its third answered turn is a learning session. */
  const [sessionId] = useState(newSessionId);
  const options = useRef({ prayerType, tradition, language });
  const translate = useRef(t);
  useEffect(() => {
    options.current = { prayerType, tradition, language };
    translate.current = t;
  }, [prayerType, tradition, language, t]);

  const send = useCallback((event: CoachSessionEvent): CoachSessionState => {
    const next = coachSessionReducer(stateRef.current, event);
    if (next !== stateRef.current) {
      stateRef.current = next;
      setState(next);
    }
    return next;
  }, []);

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);

  const stopSound = useCallback(() => {
    playback.current?.cancel();
    playback.current = null;
    silence();
  }, []);

  const listen = useCallback(() => {
    if (stateRef.current.status !== 'listening') return;
    lastRecognitionError.current = null;
    try {
      recognition.current?.start();
    } catch {
      // Already listening: nothing to do.
    }
  }, []);

  /**
   * Speaks a line: the provider's audio when the line is a server reply (it has a speech token) and
   * a provider can speak, else the browser's voice, which also takes over when the audio fails.
   * The sound is kept in `playback` as soon as it starts, so that Stop Prayer, Back to Setup and
   * leaving the page cancel it.
   */
  const speak = useCallback(async ({ text, lang, reply }: SpokenLine, id: number) => {
    const current = () => id === session.current && stateRef.current.status === 'speaking';
    const audio = reply ? await replyAudio(text, reply.language, reply.speechToken) : null;
    if (!current()) return;
    const sound = speakAnswer(text, lang, audio);
    playback.current = sound;
    await sound.done.catch(() => {});
    if (playback.current === sound) playback.current = null;
  }, []);

  const respond = useCallback(
    async (message: string) => {
      const id = session.current;
      const { prayerType: prayer, tradition: school, language: voice } = options.current;
      const messageLanguage = messageLanguageFor(voice);
      // The coach may speak another language than the interface's: its lines load with it.
      await loadNamespaces(messageLanguage, ['messages', 'learning']);
      const tMessages = i18n.getFixedT(messageLanguage, 'messages');
      let spoken: SpokenLine;
      try {
        const answer = await askPrayerCoach({
          message,
          prayerType: prayer,
          tradition: school,
          language: voice,
          currentStep: stateRef.current.currentStep,
          hasVideo: false,
          frameData: null,
          sessionId,
        });
        if (id !== session.current) return;
        const translated = translateMessage(tMessages, answer.code, answer.response);
        // A catalogue message is said in the client's translation, which is no longer the server's
        // text: only the server's own text goes with the reply's speech token. The server's text is
        // spoken in the language it is written in (the built-in guide answers a German or Malay
        // voice in English), never read out by a voice of another language (decision 010).
        spoken =
          translated === answer.response
            ? {
                text: translated,
                lang: SPEECH_TAGS[answer.language],
                reply: { speechToken: answer.speechToken, language: answer.language },
              }
            : { text: translated, lang: SPEECH_TAGS[messageLanguage as CoachLanguage] };
        send({ type: 'replied', text: spoken.text, currentStep: answer.currentStep, source: answer.source });
      } catch (error) {
        if (id !== session.current) return;
        if (
          error instanceof ApiError &&
          error.status === 402 &&
          error.code === platformMessages.quotaExceeded.code
        ) {
          // Out of AI messages: said aloud in the voice's language, shown with the offer in the interface's.
          const tLearning = i18n.getFixedT(messageLanguage, 'learning');
          spoken = {
            text: `${translateMessage(tMessages, error.code, error.serverMessage ?? '')} ${tLearning('coach.stillFree')}`,
            lang: SPEECH_TAGS[messageLanguage as CoachLanguage],
          };
          send({
            type: 'outOfMessages',
            message: describeError(translate.current, error),
            spoken: spoken.text,
          });
        } else if (error instanceof ApiError && error.status === 402) {
          session.current += 1;
          send({ type: 'needsUpgrade', message: describeError(translate.current, error) });
          clearTimers();
          recognition.current?.abort();
          stopSound();
          return;
        } else {
          spoken = { text: tMessages('coachFallback'), lang: SPEECH_TAGS[messageLanguage as CoachLanguage] };
          send({ type: 'replyFailed', text: spoken.text });
        }
      }
      await speak(spoken, id);
      if (id !== session.current) return;
      if (send({ type: 'spoken' }).status === 'listening') later(listen, RESUME_AFTER_REPLY_MS);
    },
    [clearTimers, later, listen, send, sessionId, speak, stopSound],
  );

  const ensureRecognition = useCallback((): SpeechRecognitionLike | null => {
    if (!Recognition) return null;
    recognition.current = configureRecognition(
      recognition.current ?? new Recognition(),
      SPEECH_TAGS[options.current.language],
      {
        onTranscript: (transcript, instance) => {
          if (send({ type: 'heard', transcript }).status !== 'thinking') return;
          // One turn at a time: the coach must not hear itself or a second question while answering.
          instance.stop();
          void respond(transcript);
        },
        onError: (error) => {
          lastRecognitionError.current = error;
          send({ type: 'recognitionError', error });
        },
        onEnd: () => {
          if (shouldRestartRecognition(stateRef.current, lastRecognitionError.current)) {
            later(listen, RECOGNITION_RESTART_MS);
          }
        },
      },
    );
    return recognition.current;
  }, [Recognition, later, listen, respond, send]);

  const stop = useCallback(() => {
    session.current += 1;
    send({ type: 'stop' });
    clearTimers();
    recognition.current?.abort();
    stopSound();
  }, [clearTimers, send, stopSound]);

  const start = useCallback(async () => {
    if (!Recognition || isSessionActive(stateRef.current)) return;
    const granted = await requestMicrophone();
    if (!granted) {
      send({ type: 'micDenied' });
      window.alert(translate.current('learning:coach.micDenied'));
      return;
    }
    session.current += 1;
    send({ type: 'micGranted' });
    ensureRecognition();
    listen();
  }, [Recognition, ensureRecognition, listen, send]);

  /**
   * A typed message: the same turn as a final transcript. It may interrupt the reply being spoken
   * (whose sound stops, and whose turn ends without listening again) but not one being written.
   */
  const ask = useCallback(
    (text: string): boolean => {
      const before = stateRef.current;
      const wasSpeaking = before.status === 'speaking';
      if (send({ type: 'typed', text }) === before) return false;
      if (wasSpeaking) {
        session.current += 1;
        stopSound();
      }
      clearTimers();
      // One turn at a time: the coach must not hear a spoken question while it answers a typed one.
      recognition.current?.stop();
      void respond(stateRef.current.transcript);
      return true;
    },
    [clearTimers, respond, send, stopSound],
  );

  // A new prayer or tradition starts its steps from the beginning.
  useEffect(() => {
    send({ type: 'resetSteps' });
  }, [prayerType, tradition, send]);

  // Leaving the page ends the session: no recognition, sound or timer outlives it.
  useEffect(
    () => () => {
      session.current += 1;
      clearTimers();
      if (recognition.current) disposeRecognition(recognition.current);
      stopSound();
    },
    [clearTimers, stopSound],
  );

  return { state, supported: Recognition !== null, start, stop, ask };
}
