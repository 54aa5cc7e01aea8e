import { vi } from 'vitest';
import type { ClassState, SchoolClass, TeacherReply, TranscriptResponse } from '@/contracts/school';
import { member } from '../fixtures';

const inFive = (en: string) => ({
  en,
  ar: `${en} (ar)`,
  ur: `${en} (ur)`,
  tr: `${en} (tr)`,
  fr: `${en} (fr)`,
});

export const pillars: SchoolClass = {
  id: 11,
  slug: 'five-pillars-of-islam-5-7-sunni',
  title: inFive('The Five Pillars of Islam'),
  description: inFive('A house stands on five pillars.'),
  ageGroup: '5-7',
  religion: 'islamic',
  tradition: 'sunni',
  duration: 120,
  topic: 'pillars-of-islam',
  segments: 7,
};

export const wudu: SchoolClass = {
  ...pillars,
  id: 12,
  slug: 'wudu-step-by-step-5-7-sunni',
  title: inFive('Wudu Step by Step'),
  description: inFive('Washing for prayer, one step at a time.'),
  topic: 'wudu-and-salah',
};

export function classState(overrides: Partial<ClassState> = {}): ClassState {
  return {
    sessionId: 41,
    classId: pillars.id,
    studentName: 'Yusuf',
    ageGroup: '5-7',
    status: 'active',
    segment: 0,
    segments: 7,
    currentActivity: {
      type: 'general',
      title: 'Salaam and welcome',
      content: 'Assalamu alaikum!',
      points: 0,
    },
    minutesElapsed: 0,
    points: 0,
    progress: 0,
    badges: [],
    completedActivities: [],
    ...overrides,
  };
}

export function teacherSays(response: string, overrides: Partial<TeacherReply> = {}): TeacherReply {
  return {
    response,
    activityType: 'general',
    shouldGenerateImage: false,
    imagePrompt: null,
    newActivity: null,
    activityCompleted: null,
    badge: null,
    speechToken: `token-of:${response.slice(0, 20)}`,
    state: classState(),
    ...overrides,
  };
}

export const GREETING =
  'Assalamu alaikum! I am so happy you are here today. Can you tell me one thing you love to do with your family?';
export const STORY_DONE = teacherSays(
  'Thank you, Yusuf! Great job! You earned 10 points! You earned a badge: Story Listener! How many pillars is Islam built on?',
  {
    activityType: 'question',
    activityCompleted: { type: 'story', points: 10 },
    badge: 'Story Listener',
    newActivity: { type: 'question', title: 'What holds up the house?', content: '', points: 15 },
    state: classState({
      segment: 2,
      currentActivity: { type: 'question', title: 'What holds up the house?', content: '', points: 15 },
      points: 10,
      progress: 20,
      badges: ['Story Listener'],
      completedActivities: [{ type: 'story', points: 10 }],
    }),
  },
);
export const STILL_THERE = teacherSays('Are you still there, Yusuf? How many pillars is Islam built on?', {
  state: STORY_DONE.state,
});

export const transcript: TranscriptResponse = {
  sessionId: 41,
  classTitle: inFive('The Five Pillars of Islam'),
  studentName: 'Yusuf',
  ageGroup: '5-7',
  status: 'ended',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: '2026-11-27T10:42:00.000Z',
  totalMinutes: 42,
  points: 10,
  badges: ['Story Listener'],
  flaggedMessages: 1,
  completedActivities: [{ type: 'story', points: 10 }],
  messages: [
    {
      id: 1,
      messageType: 'teacher',
      content: GREETING,
      activityType: 'general',
      flagged: false,
      timestamp: '2026-11-27T10:00:01.000Z',
    },
    {
      id: 2,
      messageType: 'student',
      content: 'I like playing football with my brother',
      activityType: null,
      flagged: false,
      timestamp: '2026-11-27T10:00:20.000Z',
    },
    {
      id: 3,
      messageType: 'student',
      content: 'FLAGGED-WORDS',
      activityType: null,
      flagged: true,
      timestamp: '2026-11-27T10:01:00.000Z',
    },
    {
      id: 4,
      messageType: 'teacher',
      content: "Let's keep our words kind and gentle in our class, Yusuf. Now, back to our lesson.",
      activityType: 'general',
      flagged: false,
      timestamp: '2026-11-27T10:01:02.000Z',
    },
  ],
};

export type Call = { url: string; method: string; body: unknown };
type Handler = (url: string, method: string, body: unknown) => Response | undefined;

/**
 * The server of these tests: a signed-in parent with the school, the classes of `classes`, and the
 * class's turns answered by `handler` (else a greeting); every request is recorded.
 */
export function serveSchool({
  subscribed = true,
  classes = [pillars, wudu],
  handler = () => undefined,
}: { subscribed?: boolean; classes?: SchoolClass[]; handler?: Handler } = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const handled = handler(url, method, body);
    if (handled) return handled;
    if (url === '/api/auth/user') return Response.json(member);
    if (url === '/api/sunday-school/subscription') {
      return Response.json({
        hasActiveSubscription: subscribed,
        status: subscribed ? 'active' : null,
        currentPeriodEnd: subscribed ? '2026-12-27T00:00:00.000Z' : null,
        classesUsed: subscribed ? 1 : 0,
        classesLimit: subscribed ? 4 : 0,
      });
    }
    if (url === '/api/subscription/plans') {
      return Response.json({
        plans: [
          {
            id: 'school',
            priceCents: 2500,
            trialDays: 7,
            checkout: 'hosted',
            tag: null,
            grants: {
              unlimitedMessages: false,
              priorityResponses: false,
              detailedCitations: false,
              messageHistory: false,
              allPrayerLessons: false,
              quranTeacher: false,
              school: true,
            },
          },
        ],
        payments: { provider: 'demo', publishableKey: null },
      });
    }
    if (url.startsWith('/api/sunday-school/classes?')) {
      // The server's list is of the asked age group.
      const ageGroup = new URLSearchParams(url.split('?')[1]).get('ageGroup');
      return Response.json(classes.map((lesson) => ({ ...lesson, ageGroup })));
    }
    if (url === '/api/sunday-school/sessions/current') return Response.json(null);
    if (url === '/api/sunday-school/sessions' && method === 'GET') return Response.json([]);
    if (url === '/api/sunday-school/sessions') return Response.json(teacherSays(GREETING), { status: 201 });
    if (url === '/api/sunday-school/conversation') return Response.json(STILL_THERE);
    if (/^\/api\/sunday-school\/sessions\/\d+\/end$/.test(url)) return Response.json({});
    if (url === '/api/generate-speech') return Response.json({ fallback: 'browser' });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const requestsTo = (calls: Call[], url: string, method = 'POST') =>
  calls.filter((call) => call.url === url && call.method === method).map((call) => call.body);
