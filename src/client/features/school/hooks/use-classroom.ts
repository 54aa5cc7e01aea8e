import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@/contracts/constants';
import { schoolMessages } from '@/contracts/messages/school';
import {
  LISTEN_RESTART_DELAY_MS,
  LISTEN_START_DELAY_MS,
  NO_RESPONSE_SECONDS,
  SCHOOL_HISTORY,
  type ActivityType,
  type ClassState,
  type SchoolAgeGroup,
  type TeacherReply,
} from '@/contracts/school';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { invalidateProgress } from '@/client/lib/progress';
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
import { converse } from '../api/converse';
import { endClass } from '../api/end-class';
import { generateImage } from '../api/generate-image';
import { schoolKeys } from '../api/keys';
import { resumeClass } from '../api/resume-class';
import { startClass } from '../api/start-class';
import { formatNumber } from '../lib/format';

/** The class a parent opened: a new one from its card, or the open one taken up again. */
export type Lesson = {
  /** The class's template (not known for a resumed class, whose session knows it). */
  classId: number | null;
  title: string;
  topic: string | null;
  studentName: string;
  ageGroup: SchoolAgeGroup;
  /** The open class to resume (POST .../resume) instead of starting a new one. */
  resumeSessionId: number | null;
  /** What the class had reached, shown until the server answers (a resumed class). */
  points?: number;
  badges?: string[];
};

/**
 * idle: not started. starting: the class is being opened. thinking: a turn is on the server.
 * speaking: the teacher speaks (listening suspended). waiting: the child's turn. complete: the plan is done.
 */
export type ClassroomStatus = 'idle' | 'starting' | 'thinking' | 'speaking' | 'waiting' | 'complete';

export type ClassMessage = {
  id: number;
  type: 'student' | 'teacher' | 'system';
  content: string;
  activityType: ActivityType | null;
  timestamp: string;
  image?: { url: string; description: string };
};

/** The class is spoken in English (the spec's en-US recognition, 'en' generated speech; decision 029). */
const CLASS_VOICE = 'en' as const;
/** Recognition errors after which restarting would only fail again. */
const FATAL_RECOGNITION_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);
/**
 * Answers after which the class cannot go on here: no subscription, no such class, and every conflict
 * (the class is over, or it moved on in another window, where it goes on; it can be reopened here).
 */
const CLASS_STOPPERS = new Set<string>([
  schoolMessages.schoolNeedsSubscription.code,
  schoolMessages.schoolSessionNotFound.code,
  schoolMessages.schoolSessionOver.code,
]);
const stopsTheClass = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 409 || (error.code !== undefined && CLASS_STOPPERS.has(error.code)));

/**
 * Runs one class: Start Class opens it on the server, the
 * greeting is spoken, the microphone is asked for, and listening starts 2 s after the start; while
 * the teacher speaks listening is suspended, and it starts again 1 s after the teacher ends (or after
 * recognition ends by itself). A child silent for 15, 20 or 25 s (by age group) gets a no-response
 * prompt with a growing count, which a student message resets. Typed answers take the same turn.
 * End Class stops recognition, sound and timers and ends the class on the server; leaving the page
 * stops them too but leaves the class open, to be resumed.
 */
export function useClassroom(lesson: Lesson, onLeave: () => void) {
  const { t, i18n } = useTranslation(['school', 'messages', 'errors']);
  const queryClient = useQueryClient();
  const Recognition = useMemo(() => getSpeechRecognition(), []);
  const [status, setStatusState] = useState<ClassroomStatus>('idle');
  const [listening, setListening] = useState(false);
  const [messages, setMessages] = useState<ClassMessage[]>([]);
  const [state, setState] = useState<ClassState | null>(null);

  const statusRef = useRef<ClassroomStatus>('idle');
  const messagesRef = useRef<ClassMessage[]>([]);
  const stateRef = useRef<ClassState | null>(null);
  const sessionId = useRef<number | null>(lesson.resumeSessionId);
  /** Bumped by every turn and by the end: answers and sounds of an older turn are dropped. */
  const epoch = useRef(0);
  const running = useRef(false);
  /** The 2 s after the start have passed: listening may begin. */
  const micReady = useRef(false);
  const micGranted = useRef(false);
  const micRefused = useRef(false);
  /** The child's turn has begun: recognition (when there is a microphone) and the silence timer run. */
  const childTurn = useRef(false);
  const isListening = useRef(false);
  const lastRecognitionError = useRef<string | null>(null);
  const noResponseCount = useRef(0);
  const noResponseTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const playback = useRef<Playback | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextMessageId = useRef(1);
  const lessonRef = useRef(lesson);
  const translate = useRef({ t, language: i18n.language });
  const leave = useRef(onLeave);
  useEffect(() => {
    lessonRef.current = lesson;
    translate.current = { t, language: i18n.language };
    leave.current = onLeave;
  });

  const setStatus = useCallback((next: ClassroomStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const addMessage = useCallback((message: Omit<ClassMessage, 'id' | 'timestamp'>) => {
    const added = { ...message, id: nextMessageId.current++, timestamp: new Date().toISOString() };
    messagesRef.current = [...messagesRef.current, added];
    setMessages(messagesRef.current);
    return added.id;
  }, []);

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  const disarmSilence = useCallback(() => {
    if (noResponseTimer.current !== null) clearTimeout(noResponseTimer.current);
    noResponseTimer.current = null;
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    disarmSilence();
  }, [disarmSilence]);

  const stopSound = useCallback(() => {
    playback.current?.cancel();
    playback.current = null;
    silence();
  }, []);

  const refreshSchool = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: schoolKeys.all });
    void invalidateProgress(queryClient);
  }, [queryClient]);

  const microphoneToast = useCallback(() => {
    if (micRefused.current) return;
    micRefused.current = true;
    const { t: tr } = translate.current;
    toast({
      title: tr('school:toasts.microphone'),
      description: tr('school:toasts.microphoneText'),
      variant: 'destructive',
    });
  }, []);

  const listen = useCallback(() => {
    const instance = recognition.current;
    if (!running.current || !childTurn.current || !micGranted.current || !instance || isListening.current)
      return;
    lastRecognitionError.current = null;
    try {
      instance.start();
      isListening.current = true;
      setListening(true);
    } catch {
      // Already listening.
    }
  }, []);

  /** The child's turn ends (they spoke, the teacher prompts, the class ends): no recognition, no timer. */
  const endChildTurn = useCallback(() => {
    childTurn.current = false;
    disarmSilence();
    if (isListening.current) recognition.current?.stop();
  }, [disarmSilence]);

  // `respond` and `beginChildTurn` call each other (a silent child is prompted, then it is their turn
  // again); the ref breaks the cycle of their definitions.
  const respondRef = useRef<(message: string, count: number) => Promise<void>>(async () => {});

  const armSilence = useCallback(() => {
    disarmSilence();
    const seconds = NO_RESPONSE_SECONDS[lessonRef.current.ageGroup];
    noResponseTimer.current = setTimeout(() => {
      noResponseTimer.current = null;
      noResponseCount.current += 1;
      void respondRef.current('', noResponseCount.current);
    }, seconds * 1000);
  }, [disarmSilence]);

  const beginChildTurn = useCallback(
    (id: number) => {
      if (id !== epoch.current || !running.current || statusRef.current !== 'waiting' || childTurn.current)
        return;
      childTurn.current = true;
      armSilence();
      listen();
    },
    [armSilence, listen],
  );

  /**
   * Says a teacher's line: the provider's voice when the line is a server reply with its speech token
   * and a provider can speak, else the browser's. Answers whether the turn is still the current one.
   */
  const speak = useCallback(
    async (text: string, speechToken: string | null, id: number): Promise<boolean> => {
      setStatus('speaking');
      const audio = speechToken ? await replyAudio(text, CLASS_VOICE, speechToken) : null;
      if (id !== epoch.current) return false;
      const sound = speakAnswer(text, SPEECH_TAGS[CLASS_VOICE], audio);
      playback.current = sound;
      await sound.done.catch(() => {});
      if (playback.current === sound) playback.current = null;
      return id === epoch.current;
    },
    [setStatus],
  );

  const afterSpeech = useCallback(
    (id: number) => {
      if (stateRef.current?.status === 'completed') {
        setStatus('complete');
        return;
      }
      setStatus('waiting');
      if (micReady.current) later(() => beginChildTurn(id), LISTEN_RESTART_DELAY_MS);
    },
    [beginChildTurn, later, setStatus],
  );

  const showPicture = useCallback((reply: TeacherReply, messageId: number) => {
    const { title, topic, ageGroup } = lessonRef.current;
    if (!reply.shouldGenerateImage || !reply.imagePrompt) return;
    generateImage({
      sessionId: reply.state.sessionId,
      description: reply.imagePrompt,
      ageGroup,
      ...(topic ? { topic } : {}),
      lessonTitle: title,
    })
      .then(({ imageUrl, description }) => {
        messagesRef.current = messagesRef.current.map((message) =>
          message.id === messageId ? { ...message, image: { url: imageUrl, description } } : message,
        );
        setMessages(messagesRef.current);
      })
      // A picture that cannot be made is skipped: the class goes on without it.
      .catch((error: unknown) => console.warn('The lesson picture was skipped', error));
  }, []);

  /** Shows a reply: the message, the class's state, the toasts of a completed activity, its picture. */
  const applyReply = useCallback(
    (reply: TeacherReply) => {
      const { t: tr, language } = translate.current;
      const messageId = addMessage({
        type: 'teacher',
        content: reply.response,
        activityType: reply.activityType,
      });
      stateRef.current = reply.state;
      setState(reply.state);
      sessionId.current = reply.state.sessionId;
      const badge = reply.badge;
      if (reply.activityCompleted) {
        toast({
          title: tr('school:toasts.activityCompleted'),
          description: tr('school:toasts.activityPoints', {
            points: formatNumber(reply.activityCompleted.points, language),
          }),
        });
      }
      if (badge) {
        const showBadge = () => toast({ title: tr('school:toasts.badgeEarned'), description: badge });
        // One toast is shown at a time: the badge follows once the activity's has had its time.
        if (reply.activityCompleted) later(showBadge, TOAST_DURATION_MS);
        else showBadge();
      }
      showPicture(reply, messageId);
      if (reply.state.status === 'completed') {
        addMessage({ type: 'system', content: tr('school:classroom.complete'), activityType: null });
        refreshSchool();
      }
    },
    [addMessage, later, refreshSchool, showPicture],
  );

  /** The class ends on the client: nothing listens, speaks or waits any more. */
  const stopEverything = useCallback(() => {
    epoch.current += 1;
    running.current = false;
    clearTimers();
    childTurn.current = false;
    isListening.current = false;
    setListening(false);
    if (recognition.current) disposeRecognition(recognition.current);
    recognition.current = null;
    stopSound();
  }, [clearTimers, stopSound]);

  const respond = useCallback(
    async (message: string, count: number) => {
      const current = sessionId.current;
      if (!running.current || current === null) return;
      epoch.current += 1;
      const id = epoch.current;
      endChildTurn();
      stopSound();
      const history = messagesRef.current
        .slice(-SCHOOL_HISTORY)
        .map(({ type, content }) => ({ type, content }));
      if (message) {
        noResponseCount.current = 0;
        addMessage({ type: 'student', content: message, activityType: null });
      }
      setStatus('thinking');
      const { classId, studentName, ageGroup } = lessonRef.current;
      let reply: TeacherReply;
      try {
        reply = await converse({
          sessionId: current,
          message,
          noResponseCount: count,
          studentName,
          studentAge: ageGroup,
          ...(classId !== null ? { lessonId: classId } : {}),
          activityType: stateRef.current?.currentActivity.type ?? 'general',
          conversationHistory: history,
        });
      } catch (error) {
        if (id !== epoch.current) return;
        const { t: tr } = translate.current;
        if (stopsTheClass(error)) {
          toast({
            title: tr('school:toasts.classStopped'),
            description: describeError(tr, error),
            variant: 'destructive',
          });
          stopEverything();
          setStatus('idle');
          refreshSchool();
          leave.current();
          return;
        }
        // The spec's line when a turn fails; the class is spoken in English, so is the line.
        const fallback = schoolMessages.schoolTeacherFallback.text;
        addMessage({ type: 'teacher', content: fallback, activityType: null });
        if (await speak(fallback, null, id)) afterSpeech(id);
        return;
      }
      if (id !== epoch.current) return;
      applyReply(reply);
      if (await speak(reply.response, reply.speechToken, id)) afterSpeech(id);
    },
    [
      addMessage,
      afterSpeech,
      applyReply,
      endChildTurn,
      refreshSchool,
      setStatus,
      speak,
      stopEverything,
      stopSound,
    ],
  );
  useEffect(() => {
    respondRef.current = respond;
  }, [respond]);

  const ensureRecognition = useCallback(() => {
    if (!Recognition || recognition.current) return;
    recognition.current = configureRecognition(new Recognition(), SPEECH_TAGS[CLASS_VOICE], {
      onTranscript: (transcript) => {
        if (!childTurn.current || statusRef.current !== 'waiting') return;
        void respondRef.current(transcript, 0);
      },
      onError: (error) => {
        lastRecognitionError.current = error;
        if (error === 'not-allowed' || error === 'service-not-allowed') {
          micGranted.current = false;
          microphoneToast();
        }
      },
      onEnd: () => {
        isListening.current = false;
        setListening(false);
        const error = lastRecognitionError.current;
        if (running.current && childTurn.current && !(error && FATAL_RECOGNITION_ERRORS.has(error))) {
          later(listen, LISTEN_RESTART_DELAY_MS);
        }
      },
    });
  }, [Recognition, later, listen, microphoneToast]);

  const start = useCallback(async () => {
    if (statusRef.current !== 'idle') return;
    epoch.current += 1;
    const id = epoch.current;
    running.current = true;
    micReady.current = false;
    micRefused.current = false;
    noResponseCount.current = 0;
    setStatus('starting');
    later(() => {
      micReady.current = true;
      beginChildTurn(epoch.current);
    }, LISTEN_START_DELAY_MS);
    if (Recognition) {
      void requestMicrophone().then((granted) => {
        if (!running.current) return;
        micGranted.current = granted;
        if (!granted) return microphoneToast();
        ensureRecognition();
        listen();
      });
    }
    const { classId, studentName, ageGroup, resumeSessionId } = lessonRef.current;
    let reply: TeacherReply;
    try {
      if (resumeSessionId !== null) reply = await resumeClass(resumeSessionId);
      else if (classId !== null) reply = await startClass({ classId, studentName, ageGroup });
      else return;
    } catch (error) {
      if (id !== epoch.current) return;
      stopEverything();
      setStatus('idle');
      const { t: tr } = translate.current;
      toast({
        title: tr('school:toasts.startError'),
        description: describeError(tr, error),
        variant: 'destructive',
      });
      refreshSchool();
      return;
    }
    // A class was taken from the period: the count and the open class are read again.
    void queryClient.invalidateQueries({ queryKey: schoolKeys.subscription() });
    void queryClient.invalidateQueries({ queryKey: schoolKeys.sessions() });
    if (id !== epoch.current) return;
    applyReply(reply);
    if (await speak(reply.response, reply.speechToken, id)) afterSpeech(id);
  }, [
    Recognition,
    afterSpeech,
    applyReply,
    beginChildTurn,
    ensureRecognition,
    later,
    listen,
    microphoneToast,
    queryClient,
    refreshSchool,
    setStatus,
    speak,
    stopEverything,
  ]);

  /** A typed answer: the same turn as a spoken one (the teacher stops speaking to hear it). */
  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (!message || (statusRef.current !== 'waiting' && statusRef.current !== 'speaking')) return false;
      void respond(message, 0);
      return true;
    },
    [respond],
  );

  /** The child is typing: that is not silence, so the no-response prompt waits again. */
  const typing = useCallback(() => {
    if (childTurn.current && noResponseTimer.current !== null) armSilence();
  }, [armSilence]);

  const end = useCallback(() => {
    const open = sessionId.current;
    const wasRunning = statusRef.current !== 'idle' && statusRef.current !== 'complete';
    stopEverything();
    setStatus('idle');
    // The class is over: the list must not offer to resume it while the server ends it.
    queryClient.setQueryData(schoolKeys.current(), null);
    if (open !== null && wasRunning) {
      endClass(open)
        .catch((error: unknown) => console.warn('The class could not be ended on the server', error))
        .finally(refreshSchool);
    } else {
      refreshSchool();
    }
    leave.current();
  }, [queryClient, refreshSchool, setStatus, stopEverything]);

  // Leaving the page stops the class here; on the server it stays open, to be resumed.
  useEffect(() => stopEverything, [stopEverything]);

  return {
    status,
    listening,
    messages,
    state,
    supported: Recognition !== null,
    start,
    send,
    typing,
    end,
  };
}
