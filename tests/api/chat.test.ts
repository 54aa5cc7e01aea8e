import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '@/server/db/schema';
import { aiProviders } from '@/server/providers/ai/choose';
import { openAiProvider } from '@/server/providers/ai/openai-adapter';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { serverSentEvents, withFixtureDuas } from './support/chat';
import { testDatabaseKind } from './support/database';
import { messagesUsed, setMessagesUsed } from './support/meters';
import { setPlan } from './support/plans';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

const require = createRequire(import.meta.url);
interface Chapter {
  name: string;
  verses: { id: number; text: string; translation?: string }[];
}
/** The dataset itself: what the chat quotes is compared with it, never typed here. */
const chapter = (surah: number, language?: string): Chapter =>
  require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as Chapter;

const OFFLINE_INTRO = {
  en: "No AI answered this question: these are sources from Hidaya's library that match it, quoted as they are. They are sources, not an AI answer.",
  ar: 'لم يُجب ذكاء اصطناعي عن هذا السؤال: هذه مصادر من مكتبة هداية تتعلّق به، منقولة كما هي. إنها مصادر، وليست جوابًا من الذكاء الاصطناعي.',
};
const REFERRAL =
  'Your own situation needs a personal ruling: please ask a qualified scholar before acting on it. I am an AI, not a scholar.';
const QUOTA = 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.';
const PROVIDER_FAILED =
  'The AI provider did not answer. Your message was not counted: please try again in a moment.';

interface Source {
  id: string;
  kind: string;
  label: string;
  text: string;
}
interface Sentence {
  text: string;
  marks: string[];
  citations: string[];
}
interface Done {
  conversationId: number;
  messageId: number;
  answeredBy: string;
  referral: boolean;
  detailedCitations: boolean;
  sentences: Sentence[];
}

let fake: FakeOpenAi;
let offline: TestApp;
let online: TestApp;
let now = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const features = withFixtureDuas();
  offline = await createTestApp({ clock, features });
  online = await createTestApp({
    clock,
    features,
    env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
    // The production adapter through the SDK, with a short limit on silence for the stalled stream.
    providers: (config) => ({
      ai: aiProviders(config, { adapter: (options) => openAiProvider({ ...options, timeoutMs: 1000 }) }),
    }),
  });
}, 60_000);
afterAll(async () => {
  await offline?.close();
  await online?.close();
  await fake?.close();
});

/** Asks, and reads the answer's events (none when the answer is a JSON refusal). */
async function ask(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/chat/messages', { personaId: 'fiqh-hanafi', language: 'en', ...body });
  const streamed = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  const events = streamed ? serverSentEvents(res.body) : [];
  const of = <T>(name: string) => events.filter((e) => e.event === name).map((e) => e.data as T);
  return {
    res,
    names: events.map((e) => e.event),
    sources: of<{ sources: Source[] }>('sources')[0]?.sources ?? [],
    deltas: of<{ index: number; text: string; marks: string[] }>('delta'),
    done: of<Done>('done')[0],
    error: of<{ message: string; code: string }>('error')[0],
  };
}

const chatQuestions = async (client: TestClient) => {
  const list = (await client.get('/api/user/achievements')).json() as {
    achievementType: string;
    progress: number;
  }[];
  return list.find((a) => a.achievementType === 'chat_questions')!.progress;
};
const conversations = async (client: TestClient) =>
  (await client.get('/api/chat/conversations')).json() as {
    conversations: { id: number; title: string; personaId: string }[];
    messageHistory: boolean;
  };

describe(`without an AI provider: sources from Hidaya's library, never counted (${testDatabaseKind})`, () => {
  it('answers in English with the best passages verbatim and their references, saying plainly they are not an AI answer', async () => {
    const { client, user } = await registeredClient(offline.app);
    const answer = await ask(client, { message: 'How do I perform wudu before prayer?' });
    expect(answer.res.statusCode).toBe(200);
    expect(answer.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.names).toEqual(['sources', 'delta', 'delta', 'delta', 'delta', 'done']);
    expect(answer.sources).toHaveLength(3);
    expect(answer.sources.map((s) => s.id)).toContain('note:wudu#1');
    expect(answer.deltas[0]).toEqual({ index: 0, text: `${OFFLINE_INTRO.en}\n\n`, marks: [] });
    for (const [i, source] of answer.sources.entries())
      expect(answer.deltas[i + 1]!.text.trim()).toBe(`${source.label}: ${source.text}`);
    const wudu = answer.sources.find((s) => s.id === 'note:wudu#1')!;
    expect(wudu.label).toBe('The basics of wudu (ablution) (Quran 5:6)');
    expect(answer.done).toMatchObject({ answeredBy: 'offline', referral: false, detailedCitations: false });
    expect(answer.done!.sentences.map((s) => s.text)).toEqual(answer.deltas.map((d) => d.text));
    expect(await messagesUsed(offline.database, user.id)).toBe(0);
    expect(await chatQuestions(client)).toBe(1);
  });

  it("answers in Arabic with the dataset's verses and Arabic references", async () => {
    const { client } = await registeredClient(offline.app);
    const answer = await ask(client, { message: 'الصبر والصلاة', language: 'ar', personaId: 'quran-tafsir' });
    expect(answer.deltas[0]!.text).toBe(`${OFFLINE_INTRO.ar}\n\n`);
    const verses = answer.sources.filter((s) => s.kind === 'quran');
    expect(verses.length).toBeGreaterThan(0);
    for (const verse of verses) {
      const [, surah, ayah] = verse.id.split(':').map(Number);
      expect(verse.text).toBe(chapter(surah!).verses[ayah! - 1]!.text);
      expect(verse.label).toBe(`القرآن الكريم ${surah}:${ayah} (${chapter(surah!).name})`);
    }
    expect(answer.deltas.map((d) => d.text).join('')).toContain(`${verses[0]!.label}: ${verses[0]!.text}`);
  });

  it('a question asking for a personal ruling ends with the referral to a scholar', async () => {
    const { client } = await registeredClient(offline.app);
    const answer = await ask(client, { message: 'My husband said talaq three times, am I divorced?' });
    expect(answer.deltas.at(-1)!.text.trim()).toBe(REFERRAL);
    expect(answer.done).toMatchObject({ referral: true });
  });

  it("a sunni teaching style leaves the Ja'fari lesson steps out of its sources", async () => {
    const { client } = await registeredClient(offline.app);
    const hanafi = await ask(client, {
      message: 'How do I perform wudu before prayer?',
      personaId: 'fiqh-hanafi',
    });
    expect(hanafi.sources.some((s) => s.id.startsWith('lesson:shia:'))).toBe(false);
    const jafari = await ask(client, {
      message: 'How do I perform wudu before prayer?',
      personaId: 'fiqh-jafari',
    });
    expect(jafari.sources.some((s) => s.id.startsWith('lesson:sunni:'))).toBe(false);
  });
});

/** An English verse of the dataset with one word changed, as a model misquoting it would write it. */
const englishVerse = (surah: number, ayah: number) => chapter(surah, 'en').verses[ayah - 1]!.translation!;

describe(`with an AI provider: the fake OpenAI server through the SDK (${testDatabaseKind})`, () => {
  const misquote = englishVerse(2, 183).split(' ').slice(0, 10).join(' ').replace('fasting', 'prayer');
  const scripted = [
    'Fasting is prescribed for the believers [note:fasting#1]. ',
    `Allah says: "${misquote}" (2:183). `,
    'The Prophet said that fasting is a shield. ',
    'See Surah Al-Baqarah 300.',
  ].join('');

  it('streams the answer checked sentence by sentence: cited, a misquote corrected, an unverified hadith and an invented reference marked; one message counted on Free', async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({ text: scripted });
    const answer = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(answer.names).toEqual(['sources', 'delta', 'delta', 'delta', 'delta', 'done']);
    expect(answer.sources.map((s) => s.id)).toContain('note:fasting#1');
    expect(answer.deltas).toEqual([
      { index: 0, text: 'Fasting is prescribed for the believers. ', marks: [] },
      { index: 1, text: `Allah says: "${englishVerse(2, 183)}" (2:183). `, marks: ['corrected'] },
      { index: 2, text: 'The Prophet said that fasting is a shield. ', marks: ['unverified_hadith'] },
      { index: 3, text: 'See Surah Al-Baqarah.', marks: ['unverified_reference'] },
    ]);
    // Free: the list of sources, no per-sentence citations.
    expect(answer.done).toMatchObject({ answeredBy: 'ai', referral: false, detailedCitations: false });
    expect(answer.done!.sentences.every((s) => s.citations.length === 0)).toBe(true);
    expect(await messagesUsed(online.database, user.id)).toBe(1);
    expect(await chatQuestions(client)).toBe(1);
  });

  it('links each sentence to its sources for plans with detailed citations, in the stream and the stored conversation', async () => {
    const { client, user } = await registeredClient(online.app);
    await setPlan(online.database, user.id, { subscriptionStatus: 'premium' });
    fake.chatQueue.push({ text: scripted });
    const answer = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(answer.done!.detailedCitations).toBe(true);
    expect(answer.done!.sentences.map((s) => s.citations)).toEqual([['note:fasting#1'], [], [], []]);
    const cited = answer.sources.find((s) => s.id === 'note:fasting#1')!;
    expect(cited.text).toContain('Fasting is prescribed for the believers');
    const stored = (await client.get(`/api/chat/conversations/${answer.done!.conversationId}`)).json();
    expect(stored.detailedCitations).toBe(true);
    expect(stored.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.messages[1]).toMatchObject({
      id: answer.done!.messageId,
      answeredBy: 'ai',
      content: answer.deltas.map((d) => d.text).join(''),
      sentences: answer.done!.sentences,
      sources: answer.sources,
    });
    // Unlimited messages: nothing counted.
    expect(await messagesUsed(online.database, user.id)).toBe(0);
  });

  it('gives the provider the persona, the rules, the sources by id, the language and the conversation so far', async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'Le jeûne est prescrit [note:fasting#1].' });
    const first = await ask(client, {
      message: 'Le jeûne du Ramadan est-il obligatoire ?',
      language: 'fr',
      personaId: 'fiqh-jafari',
    });
    const before = fake.requests.length;
    fake.chatQueue.push({ text: 'Oui.' });
    await ask(client, {
      message: 'Et pour un voyageur ?',
      language: 'fr',
      personaId: 'fiqh-jafari',
      conversationId: first.done!.conversationId,
    });
    const sent = fake.requests.slice(before).find((r) => r.path.endsWith('/chat/completions'))!.body!;
    expect(sent.stream).toBe(true);
    const messages = sent.messages as { role: string; content: string }[];
    const system = messages[0]!.content;
    expect(system).toContain(`You are "Fiqh teacher, Ja'fari"`);
    expect(system).toContain('You are an AI, not a scholar');
    expect(system).toContain('Answer in French.');
    expect(system).toContain("This conversation follows the Shia (Ja'fari) tradition");
    // The follow-up is searched with the question it follows: the fasting notes, by id and reference.
    expect(system).toMatch(/^\[note:fasting#2\] Les bases du jeûne du Ramadan \(Coran 2:184-185\): /m);
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Le jeûne du Ramadan est-il obligatoire ?' },
      { role: 'assistant', content: 'Le jeûne est prescrit.' },
      { role: 'user', content: 'Et pour un voyageur ?' },
    ]);
  });

  it('adds the referral to a scholar when a personal ruling was asked and the AI left it out', async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'Divorce has rules in the Quran [quran:65:1].' });
    const answer = await ask(client, { message: 'My husband said talaq three times, am I divorced?' });
    expect(answer.deltas.map((d) => d.text)).toEqual(['Divorce has rules in the Quran.', `\n\n${REFERRAL}`]);
    expect(answer.done).toMatchObject({ referral: true });
    const sent = fake.requests.at(-1)!.body!.messages as { content: string }[];
    expect(sent[0]!.content).toContain(`end the answer with this sentence exactly: "${REFERRAL}"`);
  });

  it('over the free quota: 402 with the free-quota message; the provider is not asked and nothing is stored', async () => {
    const { client, user } = await registeredClient(online.app);
    await setMessagesUsed(online.database, user.id, 5, now);
    const before = fake.requests.length;
    const answer = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(answer.res.statusCode).toBe(402);
    expect(answer.res.json()).toEqual({ message: QUOTA, code: 'quotaExceeded' });
    expect(fake.requests.length).toBe(before);
    expect((await conversations(client)).conversations).toEqual([]);
  });

  it('a provider that stops answering in mid-stream: the sentences so far, then an error event; the message given back, nothing stored', async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({
      text: 'Fasting is prescribed for the believers [note:fasting#1]. It lasts from dawn until the night.',
      stallMs: 3000,
      stallAt: 10,
    });
    const answer = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(answer.names).toEqual(['sources', 'delta', 'error']);
    expect(answer.deltas[0]!.text).toBe('Fasting is prescribed for the believers. ');
    expect(answer.error).toEqual({ message: PROVIDER_FAILED, code: 'chatAnswerFailed' });
    expect(await messagesUsed(online.database, user.id)).toBe(0);
    expect((await conversations(client)).conversations).toEqual([]);
    expect(await chatQuestions(client)).toBe(0);
  });

  it('a person who closes the page mid-answer stops the provider call at once (not at its next piece) and gets the message back; nothing is stored', async () => {
    // An app whose limit on the provider's silence is longer than the test: only the person leaving
    // can end the provider call here.
    const patient = await createTestApp({
      clock,
      features: withFixtureDuas(),
      env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
      providers: (config) => ({
        ai: aiProviders(config, { adapter: (options) => openAiProvider({ ...options, timeoutMs: 120_000 }) }),
      }),
    });
    try {
      const { client, user } = await registeredClient(patient.app);
      const address = await patient.app.listen({ host: '127.0.0.1', port: 0 });
      fake.chatQueue.push({
        text: 'Fasting is prescribed for the believers [note:fasting#1]. It lasts from dawn until the night.',
        stallMs: 60_000,
        stallAt: 10,
      });
      const leaving = new AbortController();
      const res = await fetch(`${address}/api/chat/messages`, {
        method: 'POST',
        signal: leaving.signal,
        headers: { cookie: client.sessionCookie!, 'content-type': 'application/json' },
        body: JSON.stringify({
          personaId: 'fiqh-hanafi',
          language: 'en',
          message: 'Is fasting prescribed in Ramadan?',
        }),
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes('event: delta')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      expect(received).toContain('Fasting is prescribed for the believers. ');
      expect(await messagesUsed(patient.database, user.id)).toBe(1);

      const providerCallEnded = fake.nextAbandonedStream();
      leaving.abort();
      await providerCallEnded;
      await expect.poll(() => messagesUsed(patient.database, user.id)).toBe(0);
      expect((await conversations(client)).conversations).toEqual([]);
      expect(await chatQuestions(client)).toBe(0);
      // The server goes on answering.
      expect((await client.get('/api/chat/conversations')).statusCode).toBe(200);
    } finally {
      // The test's HTTP client (undici) may hold its aborted connection; the close must not wait for it.
      patient.app.server.closeAllConnections();
      await patient.close();
    }
  }, 60_000);

  it('a provider error before any text: the error event too, and the message given back', async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({ status: 500 });
    const answer = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(answer.names).toEqual(['sources', 'error']);
    expect(answer.error!.code).toBe('chatAnswerFailed');
    expect(await messagesUsed(online.database, user.id)).toBe(0);
  });
});

describe(`conversations by plan (${testDatabaseKind})`, () => {
  it('Free keeps only its current conversation: a new question starts one and replaces the old', async () => {
    const { client } = await registeredClient(offline.app);
    const first = await ask(client, { message: 'How do I perform wudu before prayer?' });
    const second = await ask(client, { message: 'Is fasting prescribed in Ramadan?' });
    expect(second.done!.conversationId).not.toBe(first.done!.conversationId);
    expect(await conversations(client)).toEqual({
      conversations: [
        expect.objectContaining({
          id: second.done!.conversationId,
          title: 'Is fasting prescribed in Ramadan?',
          personaId: 'fiqh-hanafi',
        }),
      ],
      messageHistory: false,
    });
    expect((await client.get(`/api/chat/conversations/${first.done!.conversationId}`)).statusCode).toBe(404);
    // The current one continues.
    const third = await ask(client, {
      message: 'And for a traveller?',
      conversationId: second.done!.conversationId,
    });
    expect(third.done!.conversationId).toBe(second.done!.conversationId);
    const stored = (await client.get(`/api/chat/conversations/${second.done!.conversationId}`)).json();
    expect(stored.messages).toHaveLength(4);
  });

  it('Premium keeps every conversation: listed latest first, renamed and deleted', async () => {
    const { client, user } = await registeredClient(offline.app);
    await setPlan(offline.database, user.id, { subscriptionStatus: 'premium' });
    const first = await ask(client, { message: 'How do I perform wudu before prayer?' });
    now = new Date(now.getTime() + 60_000);
    const second = await ask(client, {
      message: 'Is fasting prescribed in Ramadan?',
      personaId: 'youth-mentor',
    });
    const listed = await conversations(client);
    expect(listed.messageHistory).toBe(true);
    expect(listed.conversations.map((c) => [c.id, c.personaId])).toEqual([
      [second.done!.conversationId, 'youth-mentor'],
      [first.done!.conversationId, 'fiqh-hanafi'],
    ]);
    const renamed = await client.patch(`/api/chat/conversations/${first.done!.conversationId}`, {
      title: 'Wudu',
    });
    expect(renamed.json()).toMatchObject({ id: first.done!.conversationId, title: 'Wudu' });
    expect((await client.delete(`/api/chat/conversations/${second.done!.conversationId}`)).json()).toEqual({
      ok: true,
    });
    expect((await conversations(client)).conversations.map((c) => c.title)).toEqual(['Wudu']);
  });

  it("another person's conversation is a 404 to read, continue, rename or delete", async () => {
    const owner = await registeredClient(offline.app);
    const { done } = await ask(owner.client, { message: 'How do I perform wudu before prayer?' });
    const { client } = await registeredClient(offline.app);
    const notFound = { message: 'Conversation not found', code: 'chatConversationNotFound' };
    const url = `/api/chat/conversations/${done!.conversationId}`;
    for (const res of [
      await client.get(url),
      await client.patch(url, { title: 'Mine now' }),
      await client.delete(url),
      (await ask(client, { message: 'Hello', conversationId: done!.conversationId })).res,
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await owner.client.get(url)).json().title).toBe('How do I perform wudu before prayer?');
  });

  it('a blank question, an unknown teaching style or a blank title is 400 naming the field', async () => {
    const { client } = await registeredClient(offline.app);
    const blank = await client.post('/api/chat/messages', { personaId: 'fiqh-hanafi', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('message');
    const persona = await client.post('/api/chat/messages', {
      personaId: 'sheikh-someone',
      message: 'Salaam',
    });
    expect(persona.statusCode).toBe(400);
    expect(persona.json().field).toBe('personaId');
    const { done } = await ask(client, { message: 'How do I perform wudu before prayer?' });
    const title = await client.patch(`/api/chat/conversations/${done!.conversationId}`, { title: ' ' });
    expect(title.statusCode).toBe(400);
  });

  it("the person's conversations are in their data download, and go with their account", async () => {
    const { client, account } = await registeredClient(offline.app);
    const { done } = await ask(client, { message: 'How do I perform wudu before prayer?' });
    const data = (await client.get('/api/user/data')).json();
    expect(data.chat.conversations).toHaveLength(1);
    expect(data.chat.conversations[0]).toMatchObject({ id: done!.conversationId, personaId: 'fiqh-hanafi' });
    expect(data.chat.conversations[0].messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect((await client.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    const left = await offline.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, done!.conversationId));
    expect(left).toEqual([]);
  });
});

describe('the teaching styles (decision 030)', () => {
  it('lists six in the asked language, each named for what it is', async () => {
    const { client } = await registeredClient(offline.app);
    const english = (await client.get('/api/chat/personas')).json() as {
      id: string;
      name: string;
      tradition: string;
    }[];
    expect(english.map((p) => [p.id, p.name, p.tradition])).toEqual([
      ['fiqh-hanafi', 'Fiqh teacher, Hanafi', 'sunni'],
      ['fiqh-sunni', "Fiqh teacher, Shafi'i, Maliki and Hanbali (Sunni)", 'sunni'],
      ['fiqh-jafari', "Fiqh teacher, Ja'fari", 'shia'],
      ['quran-tafsir', 'Quran and tafsir guide', 'both'],
      ['hadith-guide', 'Hadith guide', 'both'],
      ['youth-mentor', 'Mentor for young people', 'both'],
    ]);
    const urdu = (await client.get('/api/chat/personas?language=ur')).json() as { name: string }[];
    expect(urdu[0]!.name).toBe('فقہ کے استاد، حنفی');
  });
});
