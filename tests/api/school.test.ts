import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLessonPlans } from '@/server/features/school/content';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { createTestApp, registeredClient, TestClient, type TestApp } from './support/app';
import { testDatabaseKind } from './support/database';
import { messagesUsed } from './support/meters';
import { setPlan } from './support/plans';

/** The model plan: five segments of script, questions, a verse and hadith, a badge for most. */
const plan = loadLessonPlans().find((p) => p.slug === 'five-pillars-of-islam-5-7-sunni')!;
const WELCOME = plan.segments[0]!.script[0]!;

let fake: FakeOpenAi;
let offline: TestApp;
let online: TestApp;
// Wednesday 25 November 2026, 10:00 UTC: the week began on Sunday the 22nd.
const START = new Date('2026-11-25T10:00:00Z');
let now = START;
const clock = { now: () => now };
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const env = { SESSION_IDLE_DAYS: '120', AI_RATE_LIMIT: '1000' };
  offline = await createTestApp({ clock, env });
  online = await createTestApp({
    clock,
    env: { ...env, AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
  });
}, 60_000);
afterAll(async () => {
  await offline.close();
  await online.close();
  await fake.close();
});

type Reply = {
  response: string;
  activityType: string;
  shouldGenerateImage: boolean;
  imagePrompt: string | null;
  newActivity: { type: string; title: string; content: string; points: number } | null;
  activityCompleted: { type: string; points: number } | null;
  badge: string | null;
  speechToken: string;
  state: {
    sessionId: number;
    status: string;
    segment: number;
    points: number;
    progress: number;
    badges: string[];
    minutesElapsed: number;
  };
};

/** Subscribes to the school through the demo checkout (no card; decision 013); returns the checkout's id. */
async function subscribe(client: TestClient): Promise<string> {
  const { checkoutUrl } = (await client.post('/api/sunday-school/subscribe')).json();
  const id = String(checkoutUrl).replace('/demo-checkout/', '');
  expect((await client.post(`/api/demo-checkout/${id}`, { outcome: 'pay' })).statusCode).toBe(200);
  return id;
}

async function classIdOf(client: TestClient, slug = plan.slug): Promise<number> {
  const list = (
    await client.get('/api/sunday-school/classes?ageGroup=5-7&religion=islamic&madhab=sunni')
  ).json();
  return (list as { id: number; slug: string }[]).find((c) => c.slug === slug)!.id;
}

async function parent(t: TestApp) {
  const registered = await registeredClient(t.app);
  await subscribe(registered.client);
  return registered;
}

async function startClass(client: TestClient, studentName = 'Amina'): Promise<Reply> {
  const res = await client.post('/api/sunday-school/sessions', {
    classId: await classIdOf(client),
    studentName,
    ageGroup: '5-7',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const say = (client: TestClient, sessionId: number, message: string, noResponseCount = 0) =>
  client.post('/api/sunday-school/conversation', { sessionId, message, noResponseCount });

async function turn(client: TestClient, sessionId: number, message: string, count = 0): Promise<Reply> {
  const res = await say(client, sessionId, message, count);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Answers as a child who knows the lesson: each question with its first expected answer, else "ok". */
async function walkToTheEnd(client: TestClient, first: Reply): Promise<Reply[]> {
  const replies: Reply[] = [];
  let reply = first;
  while (reply.state.status === 'active' && replies.length < 40) {
    const asked = plan.segments[reply.state.segment]!.questions.find((q) => reply.response.endsWith(q.ask));
    reply = await turn(client, reply.state.sessionId, asked ? asked.expected[0]! : 'ok');
    replies.push(reply);
  }
  return replies;
}

const chatRequests = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions'));
const moderationRequests = () => fake.requests.filter((r) => r.path.endsWith('/moderations'));
const lastChat = () => chatRequests().at(-1)!.body as { messages: { role: string; content: string }[] };

describe(`the class list and starting a class (${testDatabaseKind})`, () => {
  it('the school needs its subscription: the list and a start are 402 with the message', async () => {
    const { client } = await registeredClient(offline.app);
    const needs = {
      message:
        'The AI Islamic school needs its subscription ($25/month, first week free) or the Everything plan.',
      code: 'schoolNeedsSubscription',
    };
    const list = await client.get('/api/sunday-school/classes?ageGroup=5-7&madhab=sunni');
    expect(list.statusCode).toBe(402);
    expect(list.json()).toEqual(needs);
    const start = await client.post('/api/sunday-school/sessions', {
      classId: 1,
      studentName: 'Amina',
      ageGroup: '5-7',
    });
    expect(start.statusCode).toBe(402);
    expect(start.json()).toEqual(needs);
  });

  it('subscribed through the demo checkout: the classes of an age group and tradition, in five languages', async () => {
    const { client } = await parent(offline);
    const res = await client.get('/api/sunday-school/classes?ageGroup=5-7&religion=islamic&madhab=sunni');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; ageGroup: string; tradition: string }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((c) => c.ageGroup === '5-7' && c.tradition === 'sunni')).toBe(true);
    expect(list.find((c) => c.slug === plan.slug)).toEqual({
      id: expect.any(Number),
      slug: plan.slug,
      title: plan.title,
      description: plan.description,
      ageGroup: '5-7',
      religion: 'islamic',
      tradition: 'sunni',
      duration: 120,
      topic: 'pillars-of-islam',
      segments: plan.segments.length,
    });
    const shia = (await client.get('/api/sunday-school/classes?ageGroup=5-7&madhab=shia')).json();
    expect(shia.length).toBeGreaterThan(0);
    expect(shia.map((c: { slug: string }) => c.slug)).not.toContain(plan.slug);
    expect(
      (await client.get('/api/sunday-school/classes?ageGroup=5-7&religion=jewish&madhab=sunni')).json(),
    ).toEqual([]);

    const bad = await client.get('/api/sunday-school/classes?ageGroup=4-6&madhab=sunni');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ageGroup/);
  });

  it('the Everything plan opens the school too (decision 013)', async () => {
    const { client, user } = await registeredClient(offline.app);
    await setPlan(offline.database, user.id, {
      subscriptionStatus: 'everything',
      subscriptionEndDate: new Date('2026-12-25T00:00:00Z'),
    });
    expect((await startClass(client)).state.status).toBe('active');
  });

  it("the child's name and the class are checked before a class is taken", async () => {
    const { client } = await parent(offline);
    const classId = await classIdOf(client);
    const blank = await client.post('/api/sunday-school/sessions', {
      classId,
      studentName: '  ',
      ageGroup: '5-7',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: "Please enter your child's name first!",
      code: 'childNameRequired',
      field: 'studentName',
    });
    const other = await client.post('/api/sunday-school/sessions', {
      classId,
      studentName: 'Amina',
      ageGroup: '8-10',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'This class is for another age group: choose a class for the selected age group',
    );
    const missing = await client.post('/api/sunday-school/sessions', {
      classId: 999_999,
      studentName: 'Amina',
      ageGroup: '5-7',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Class not found');
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({ classesUsed: 0 });
  });

  it('four classes a billing period: the fifth is refused with the message, and opens again at renewal', async () => {
    const { client } = await registeredClient(offline.app);
    const checkout = await subscribe(client);
    for (let i = 0; i < 4; i++) await startClass(client, 'Yusuf');
    const fifth = await client.post('/api/sunday-school/sessions', {
      classId: await classIdOf(client),
      studentName: 'Yusuf',
      ageGroup: '5-7',
    });
    expect(fifth.statusCode).toBe(402);
    expect(fifth.json()).toEqual({
      message:
        'You have used all the classes of this billing period. New classes open when your subscription renews.',
      code: 'schoolClassesUsed',
    });
    expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({
      classesUsed: 4,
      classesLimit: 4,
    });

    // The trial's week ends and the subscription renews: a new period with its four classes.
    now = new Date('2026-12-02T10:00:00Z');
    try {
      await client.post(`/api/demo-checkout/${checkout}`, { outcome: 'renew' });
      expect((await startClass(client, 'Yusuf')).state.status).toBe('active');
      expect((await client.get('/api/sunday-school/subscription')).json()).toMatchObject({ classesUsed: 1 });
    } finally {
      now = START;
    }
  });
});

describe(`the built-in teacher, with no AI provider (${testDatabaseKind})`, () => {
  it('greets the child, tells the story, checks answers, completes activities and the class', async () => {
    const { client } = await parent(offline);
    const greeting = await startClass(client);
    expect(greeting.response).toContain(WELCOME);
    expect(greeting).toMatchObject({
      activityType: 'general',
      shouldGenerateImage: false,
      imagePrompt: null,
      newActivity: { type: 'general', title: 'Salaam and welcome', points: 0 },
      activityCompleted: null,
      badge: null,
      state: { status: 'active', segment: 0, points: 0, progress: 0, badges: [], studentName: 'Amina' },
    });
    expect(greeting.speechToken.length).toBeGreaterThan(10);
    const id = greeting.state.sessionId;

    const story = await turn(client, id, 'I like playing with my brother');
    expect(story.response).toMatch(/^Thank you, Amina!/);
    expect(story.response).toContain('We learn this in Sahih al-Bukhari 8:');
    expect(story.newActivity).toMatchObject({ type: 'story', title: 'The house with five pillars' });
    expect(story.activityCompleted).toBeNull();

    const done = await turn(client, id, 'that was a nice story');
    expect(done.activityCompleted).toEqual({ type: 'story', points: 10 });
    expect(done.badge).toBe('Story Listener');
    expect(done.response).toContain('Great job! You earned 10 points!');
    expect(done.response).toMatch(/How many pillars is Islam built on\?$/);
    expect(done.state).toMatchObject({ segment: 2, points: 10, progress: 20, badges: ['Story Listener'] });

    const hinted = await turn(client, id, 'three');
    expect(hinted.response).toBe(
      'Not quite, Amina. Here is a little help: Count the pillars grandfather built: one, two, three... How many pillars is Islam built on?',
    );
    const praised = await turn(client, id, 'FIVE!');
    expect(praised.response).toBe(
      "Yes, five! Just like Maryam's shelter. How many times do Muslims pray every day?",
    );

    const prompt = await turn(client, id, '', 1);
    expect(prompt.response).toBe('Are you still there, Amina? How many times do Muslims pray every day?');
    expect(prompt.state.segment).toBe(2);

    const rest = await walkToTheEnd(client, prompt);
    const last = rest.at(-1)!;
    expect(last.response).toContain('Our class is finished. You did so well today, Amina!');
    expect(last.state).toMatchObject({ status: 'completed', progress: 100 });
    expect(last.state.points).toBe(plan.segments.reduce((sum, s) => sum + s.points, 0));
    expect(last.state.badges).toEqual(plan.segments.flatMap((s) => (s.badge ? [s.badge] : [])));

    const over = await say(client, id, 'hello');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: 'This class has ended. Start a new class to continue learning.',
      code: 'schoolSessionOver',
    });
  });

  it("a completed class counts for the weekly Islamic School target: 400 points for the week's first", async () => {
    const { client } = await parent(offline);
    const before = (await client.get('/api/goals')).json();
    expect(before).toMatchObject({ progress: { school: 0 }, schoolPoints: 0, schoolSubscribed: true });

    await walkToTheEnd(client, await startClass(client));
    const goals = (await client.get('/api/goals')).json();
    expect(goals).toMatchObject({
      progress: { school: 1, learning: 0 },
      schoolPoints: 400,
      learningToday: 0,
    });
    const dashboard = (await client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({
      totalPoints: 400,
      weekPoints: 400,
      todayActivities: { islamicSchool: { done: 1, target: 1 }, learning: { done: 0 } },
      weekly: { islamicSchool: { done: 1, target: 1 }, learning: { done: 0 } },
    });

    // A second class that week is counted without points.
    await walkToTheEnd(client, await startClass(client));
    expect((await client.get('/api/goals')).json()).toMatchObject({
      progress: { school: 2 },
      schoolPoints: 400,
    });
    expect((await client.get('/api/dashboard')).json()).toMatchObject({
      totalPoints: 400,
      weekly: { islamicSchool: { done: 2, target: 1 } },
    });
  });

  it('a closed tab: the class is resumed where it stood, its time not counting the pause', async () => {
    const { client } = await parent(offline);
    const greeting = await startClass(client);
    const id = greeting.state.sessionId;
    try {
      now = minutes(3);
      await turn(client, id, 'hello teacher');
      const story = await turn(client, id, 'ok');
      expect(story.response).toMatch(/How many pillars is Islam built on\?$/);
      expect(story.state.minutesElapsed).toBe(3);

      now = minutes(180);
      const current = (await client.get('/api/sunday-school/sessions/current')).json();
      expect(current).toMatchObject({ sessionId: id, status: 'active', studentName: 'Amina' });
      const back = await client.post(`/api/sunday-school/sessions/${id}/resume`);
      expect(back.statusCode).toBe(200);
      expect(back.json().response).toBe(
        "Welcome back, Amina! Let's carry on where we stopped. How many pillars is Islam built on?",
      );
      // Three minutes of class, and a pause of three hours counted as five.
      expect(back.json().state).toMatchObject({ minutesElapsed: 8, segment: 2 });
      expect((await turn(client, id, 'five')).response).toMatch(/^Yes, five!/);

      const ended = await client.post(`/api/sunday-school/sessions/${id}/end`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ sessionId: id, status: 'ended', endedAt: now.toISOString() });
      expect((await client.get('/api/sunday-school/sessions/current')).json()).toBeNull();
      expect((await say(client, id, 'five')).statusCode).toBe(409);
      expect((await client.post(`/api/sunday-school/sessions/${id}/resume`)).statusCode).toBe(409);
      // Ending it again answers the class as it is.
      expect((await client.post(`/api/sunday-school/sessions/${id}/end`)).json().status).toBe('ended');
    } finally {
      now = START;
    }
  });

  it('pictures need a provider: 503 without one', async () => {
    const { client } = await parent(offline);
    const { state } = await startClass(client);
    const res = await client.post('/api/sunday-school/generate-image', {
      sessionId: state.sessionId,
      description: plan.segments[1]!.imagePrompt,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Pictures need an AI provider: the class goes on without them.',
      code: 'schoolImagesUnavailable',
    });
  });
});

describe(`the AI teacher, through the provider (${testDatabaseKind})`, () => {
  it('voices the turn from the segment, the name and at most 4 messages of history; never counted', async () => {
    const { client, user } = await parent(online);
    const greeting = await startClass(client);
    expect(greeting.response).toBe('Peace be upon you. Let us begin with the intention.');
    const opening = lastChat();
    expect(opening.messages[0]!.role).toBe('system');
    expect(opening.messages[0]!.content).toContain(WELCOME);
    expect(opening.messages[0]!.content).toContain('Amina');
    expect(opening.messages[0]!.content).toContain('at most 40 words');

    const id = greeting.state.sessionId;
    const story = await turn(client, id, 'I like playing football');
    // The engine moved the class on; the AI was told the story's script and the hadith's reference.
    expect(story.state.segment).toBe(1);
    const system = lastChat().messages[0]!.content;
    expect(system).toContain('Once upon a time, a little girl called Maryam');
    expect(system).toContain('Sahih al-Bukhari 8');
    expect(lastChat().messages.at(-1)).toEqual({ role: 'user', content: 'I like playing football' });
    expect(story).toMatchObject({ shouldGenerateImage: true, imagePrompt: plan.segments[1]!.imagePrompt });

    for (const words of ['that was nice', 'five', 'five', 'ramadan', 'zakat', 'hello'])
      await turn(client, id, words);
    const chat = lastChat().messages;
    // The system prompt, the class's last four messages, and the child's words.
    expect(chat.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(chat[1]).toEqual({ role: 'user', content: 'ramadan' });
    expect(chat.at(-1)!.content).toBe('hello');
    // The free plan's five messages are not touched by a paid class (decision 015).
    expect(await messagesUsed(online.database, user.id)).toBe(0);
  });

  it("a flagged child's message is not sent to the model, is answered kindly and is marked for the parent", async () => {
    const { client } = await parent(online);
    const { state } = await startClass(client);
    const chats = chatRequests().length;
    const moderations = moderationRequests().length;
    const reply = await turn(client, state.sessionId, 'you are stupid FLAGGED-WORDS');
    expect(reply.response).toBe(
      "Let's keep our words kind and gentle in our class, Amina. Now, back to our lesson. When you're ready to go on, just tell me, Amina.",
    );
    expect(reply.state.segment).toBe(0);
    expect(chatRequests().length).toBe(chats);
    expect(moderationRequests().length).toBe(moderations + 1);

    await turn(client, state.sessionId, 'sorry teacher');
    const sent = JSON.stringify(lastChat().messages);
    expect(sent).not.toContain('FLAGGED-WORDS');

    const transcript = (await client.get(`/api/sunday-school/sessions/${state.sessionId}`)).json();
    expect(transcript.flaggedMessages).toBe(1);
    expect(transcript.messages.filter((m: { flagged: boolean }) => m.flagged)).toEqual([
      expect.objectContaining({
        messageType: 'student',
        content: 'you are stupid FLAGGED-WORDS',
        flagged: true,
      }),
    ]);
  });

  it("a flagged reply of the AI is replaced by the built-in teacher's words", async () => {
    const { client } = await parent(online);
    const { state } = await startClass(client);
    fake.chatQueue.push({ text: 'A reply with FLAGGED-WORDS in it' });
    const reply = await turn(client, state.sessionId, 'I am ready');
    expect(reply.response).toMatch(/^Thank you, Amina! /);
    expect(reply.response).toContain('Once upon a time, a little girl called Maryam');
    expect(reply.state.segment).toBe(1);
    const messages = (await client.get(`/api/sunday-school/sessions/${state.sessionId}`)).json().messages;
    expect(
      messages.slice(-3).map((m: { messageType: string; flagged: boolean }) => [m.messageType, m.flagged]),
    ).toEqual([
      ['student', false],
      ['teacher', true],
      ['teacher', false],
    ]);
    expect(messages.at(-2).content).toBe('A reply with FLAGGED-WORDS in it');
  });

  it("the provider failing: the spec's fallback line, and the class stays where it was", async () => {
    const { client } = await parent(online);
    const { state } = await startClass(client);
    fake.chatQueue.push({ status: 500, message: 'upstream down' });
    const reply = await turn(client, state.sessionId, 'I am ready');
    expect(reply.response).toBe("I'm sorry, I didn't understand that. Can you try again?");
    expect(reply).toMatchObject({ activityCompleted: null, newActivity: null, state: { segment: 0 } });
    expect((await turn(client, state.sessionId, 'I am ready')).state.segment).toBe(1);
  });

  it('a turn that lost the race to another write answers 409 and writes nothing', async () => {
    const { client } = await parent(online);
    const { state } = await startClass(client);
    const chats = chatRequests().length;
    fake.chatQueue.push({ text: 'Slow reply', delayMs: 400 });
    const slow = say(client, state.sessionId, 'hello');
    // End Class while the slow turn waits for the AI: the turn then finds the class moved on.
    await vi.waitFor(() => expect(chatRequests().length).toBe(chats + 1));
    expect((await client.post(`/api/sunday-school/sessions/${state.sessionId}/end`)).statusCode).toBe(200);
    const lost = await slow;
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toEqual({
      message: 'This class moved on in another window. Carry on there, or reopen the class here.',
      code: 'schoolTurnConflict',
    });
    const transcript = (await client.get(`/api/sunday-school/sessions/${state.sessionId}`)).json();
    expect(transcript.status).toBe('ended');
    expect(transcript.messages.map((m: { content: string }) => m.content)).not.toContain('Slow reply');
  });

  it("pictures: only the lesson's own scenes, drawn by the provider", async () => {
    const { client } = await parent(online);
    const { state } = await startClass(client);
    const scene = plan.segments[1]!.imagePrompt!;
    const res = await client.post('/api/sunday-school/generate-image', {
      sessionId: state.sessionId,
      description: scene,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imageUrl: 'data:image/png;base64,aW1hZ2U=', description: scene });
    const drawn = fake.requests.filter((r) => r.path.endsWith('/images/generations')).at(-1)!;
    expect(String(drawn.body?.prompt)).toContain(scene);

    const other = await client.post('/api/sunday-school/generate-image', {
      sessionId: state.sessionId,
      description: 'a photo of my street',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("Pictures are drawn only for the scenes of the class's own lesson.");
  });
});

describe(`the parent's view (${testDatabaseKind})`, () => {
  it("lists the parent's classes and reads a transcript; another parent's class is 404 everywhere", async () => {
    const { client } = await parent(offline);
    const { state } = await startClass(client, 'Zaynab');
    await turn(client, state.sessionId, 'I love my cat');
    const id = state.sessionId;

    const list = (await client.get('/api/sunday-school/sessions')).json();
    expect(list).toEqual([
      {
        sessionId: id,
        classTitle: plan.title,
        studentName: 'Zaynab',
        ageGroup: '5-7',
        status: 'active',
        startedAt: START.toISOString(),
        endedAt: null,
        totalMinutes: 0,
        points: 0,
        badges: [],
        flaggedMessages: 0,
      },
    ]);
    const transcript = (await client.get(`/api/sunday-school/sessions/${id}`)).json();
    expect(transcript.messages.map((m: { messageType: string }) => m.messageType)).toEqual([
      'teacher',
      'student',
      'teacher',
    ]);
    expect(transcript.messages[0].content).toContain(WELCOME);
    expect(transcript.messages[1]).toMatchObject({
      content: 'I love my cat',
      activityType: 'general',
      flagged: false,
    });
    expect(transcript.completedActivities).toEqual([]);

    const other = new TestClient(offline.app);
    const { client: stranger } = await parent(offline);
    expect((await stranger.get(`/api/sunday-school/sessions/${id}`)).statusCode).toBe(404);
    expect((await say(stranger, id, 'hello')).statusCode).toBe(404);
    expect((await stranger.post(`/api/sunday-school/sessions/${id}/resume`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/sunday-school/sessions/${id}/end`)).statusCode).toBe(404);
    const image = await stranger.post('/api/sunday-school/generate-image', {
      sessionId: id,
      description: plan.segments[1]!.imagePrompt,
    });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toEqual({ message: 'Class session not found', code: 'schoolSessionNotFound' });
    expect((await stranger.get('/api/sunday-school/sessions')).json()).toEqual([]);
    expect((await other.get('/api/sunday-school/sessions')).statusCode).toBe(401);
    // The stranger's class is still the parent's: untouched.
    expect((await client.get(`/api/sunday-school/sessions/${id}`)).json().messages).toHaveLength(3);
  });

  it("the classes and what was said in them are in the parent's data download", async () => {
    const { client } = await parent(offline);
    const { state } = await startClass(client, 'Ali');
    await turn(client, state.sessionId, 'peace be upon you');
    const data = (await client.get('/api/user/data')).json();
    expect(data.school.classes).toEqual([
      expect.objectContaining({
        sessionId: state.sessionId,
        classSlug: plan.slug,
        classTitle: plan.title.en,
        studentName: 'Ali',
        ageGroup: '5-7',
        status: 'active',
        messages: [
          expect.objectContaining({ messageType: 'teacher', flagged: false }),
          expect.objectContaining({ messageType: 'student', content: 'peace be upon you' }),
          expect.objectContaining({ messageType: 'teacher' }),
        ],
      }),
    ]);
  });
});
