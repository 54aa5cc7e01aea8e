import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pronunciationAttempts, quranRecordings, quranStudySessions } from '@/server/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { messagesUsed, setMessagesUsed } from './support/meters';
import { setPlan } from './support/plans';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

const require = createRequire(import.meta.url);
interface Chapter {
  transliteration: string;
  type: string;
  verses: { id: number; text: string; transliteration?: string; translation?: string }[];
}
/** The dataset itself: every verse the API shows is compared with it. */
const chapter = (surah: number, language?: string): Chapter =>
  require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as Chapter;
const datasetVerse = (surah: number, ayah: number, language?: string) =>
  chapter(surah, language).verses[ayah - 1]!;
/** A transcript as a transcriber writes it: the verse's words without marks (derived, never typed). */
const plain = (text: string) =>
  text.replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '').replace(/\u0671/g, 'ا');

let fake: FakeOpenAi;
let offline: TestApp;
let online: TestApp;
let now = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  fake = await startFakeOpenAi();
  offline = await createTestApp({ clock });
  online = await createTestApp({ clock, env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' } });
}, 60_000);
afterAll(async () => {
  await offline?.close();
  await online?.close();
  await fake?.close();
});

interface Verse {
  id: number;
  surahNumber: number;
  verseNumber: number;
  arabicText: string;
  difficulty: string;
  translation: string | null;
  pronunciation: string | null;
  context: string | null;
  source: string | null;
  free: boolean;
}
const versesOf = async (client: TestClient, language = 'en') =>
  (await client.get(`/api/quran/verses?language=${language}`)).json() as Verse[];
const verseAt = async (client: TestClient, surah: number, ayah: number) =>
  (await client.get(`/api/quran/verses/lookup?surah=${surah}&verse=${ayah}`)).json() as Verse;

/** A multipart body as a browser's FormData sends it. */
function form(
  fields: Record<string, string>,
  file?: { data: Buffer; type: string; name?: string; field?: string },
) {
  const boundary = '----hidaya-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'audio'}"; filename="${file.name ?? 'recording.webm'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
/** The first bytes of a WebM file as Chrome's MediaRecorder writes it (EBML header, DocType 'webm'). */
const WEBM_HEADER = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102',
  'hex',
);
/** `size` bytes that begin with `header`. */
const startingWith = (header: Buffer, size: number) =>
  Buffer.concat([header, Buffer.alloc(size - header.length, 7)]);
const RECORDING = startingWith(WEBM_HEADER, 2048);
/** A WAV of `size` bytes: a 16-bit mono PCM header (44 bytes), then silence. */
function wavOf(size: number): Buffer {
  const wav = Buffer.alloc(size);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(size - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(size - 44, 40);
  return wav;
}
const recite = (
  client: TestClient,
  fields: Record<string, string>,
  file: Parameters<typeof form>[1] | null = { data: RECORDING, type: 'audio/webm;codecs=opus' },
) => {
  const body = form(fields, file ?? undefined);
  return client.request({ method: 'POST', url: '/api/quran/pronunciation', ...body });
};
const setPlanOf = (t: TestApp, id: number, subscriptionStatus: string) =>
  setPlan(t.database, id, { subscriptionStatus });

describe('the practice set (decision 017)', () => {
  it('lists at least 40 curated verses in three difficulties, each equal to the dataset', async () => {
    const { client } = await registeredClient(offline.app);
    const verses = await versesOf(client);
    expect(verses.length).toBeGreaterThanOrEqual(40);
    expect(new Set(verses.map((v) => v.difficulty))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    for (const v of verses) {
      const data = datasetVerse(v.surahNumber, v.verseNumber);
      expect(v.arabicText).toBe(data.text);
      expect(v.pronunciation).toBe(data.transliteration);
      expect(v.translation).toBe(datasetVerse(v.surahNumber, v.verseNumber, 'en').translation);
      expect(v.free).toBe(v.surahNumber === 1);
    }
    expect(verses[0]).toMatchObject({
      surahNumber: 1,
      verseNumber: 1,
      surahName: 'Al-Fatihah',
      difficulty: 'beginner',
    });
    expect(verses.find((v) => v.surahNumber === 2 && v.verseNumber === 255)?.difficulty).toBe('advanced');
    // The whole of the last ten surahs is in the set.
    for (let surah = 105; surah <= 114; surah++) {
      expect(verses.filter((v) => v.surahNumber === surah)).toHaveLength(chapter(surah).verses.length);
    }
  });

  it('translates in the interface language where the dataset has it; Arabic shows the verse only', async () => {
    const { client } = await registeredClient(offline.app);
    for (const language of ['ur', 'tr', 'fr']) {
      const [first] = await versesOf(client, language);
      expect(first!.translation).toBe(datasetVerse(1, 1, language).translation);
    }
    expect((await versesOf(client, 'ar')).every((v) => v.translation === null)).toBe(true);
  });

  it("gives each verse's context note and its source in the interface language, from the practice set", async () => {
    const { client } = await registeredClient(offline.app);
    const notes = {
      en: [
        "Al-Fatiha, 'The Opening', is recited in every unit (rak'ah) of every prayer.",
        'Sahih al-Bukhari 756',
      ],
      ar: ['الفاتحة، أي «فاتحة الكتاب»، تُقرأ في كل ركعة من كل صلاة.', 'صحيح البخاري 756'],
      ur: ['سورۃ الفاتحہ، یعنی «آغاز»، ہر نماز کی ہر رکعت میں پڑھی جاتی ہے۔', 'صحیح البخاری 756'],
      tr: ['Fâtiha, yani «Açılış», her namazın her rekâtında okunur.', 'Sahîh-i Buhârî 756'],
      fr: [
        "Al-Fatiha, « L'Ouverture », est récitée dans chaque unité (rak'a) de chaque prière.",
        'Sahih al-Bukhari 756',
      ],
    };
    for (const [language, [context, source]] of Object.entries(notes)) {
      const verses = await versesOf(client, language);
      expect(verses[0]).toMatchObject({ surahNumber: 1, verseNumber: 1, context });
      expect(verses[0]!.source).toContain(source);
      // Every verse of the set has its note in this language.
      expect(verses.every((v) => v.context && v.source)).toBe(true);
    }
    // A verse outside the set has no note.
    expect((await verseAt(client, 2, 282)).context).toBeNull();
  });

  it('any verse can be practised by surah and verse number, exactly as the dataset has it', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get('/api/quran/verses/lookup?surah=2&verse=282');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      surahNumber: 2,
      verseNumber: 282,
      arabicText: datasetVerse(2, 282).text,
      free: false,
    });
    // The same verse again is the same record.
    expect((await verseAt(client, 2, 282)).id).toBe(res.json().id);
    const missing = await client.get('/api/quran/verses/lookup?surah=1&verse=8');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Verse not found', code: 'verseNotFound' });
    const bad = await client.get('/api/quran/verses/lookup?surah=115&verse=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('querystring.surah');
  });

  it('needs a signed-in person', async () => {
    const res = await offline.app.inject({ method: 'GET', url: '/api/quran/verses' });
    expect(res.statusCode).toBe(401);
  });
});

describe('reference recitation', () => {
  it('answers the address of the verse at RECITATION_AUDIO_BASE_URL for everyone, and 404 for no verse', async () => {
    const { client } = await registeredClient(offline.app);
    const kursi = await verseAt(client, 2, 255);
    const res = await client.post(`/api/quran/audio/${kursi.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ audioUrl: 'https://everyayah.com/data/Alafasy_128kbps/002255.mp3' });
    expect((await client.post('/api/quran/audio/999999')).statusCode).toBe(404);
  });
});

describe('pronunciation without a provider (the browser transcript)', () => {
  it('scores the browser transcript word by word, stores the attempt and counts no message', async () => {
    const { client, user } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 2);
    const words = plain(datasetVerse(1, 2).text).split(' ');
    const res = await recite(client, { verseId: String(verse.id), transcript: words.slice(0, 3).join(' ') });
    expect(res.statusCode).toBe(200);
    const { feedback, audioFeedback, feedbackText } = res.json();
    expect(audioFeedback).toBeNull();
    expect(feedback).toMatchObject({
      accuracy: 75,
      isCorrect: false,
      band: 'good',
      transcriptSource: 'browser',
    });
    expect(feedback.words.map((w: { word: string }) => w.word)).toEqual(datasetVerse(1, 2).text.split(' '));
    expect(feedback.words.map((w: { result: string }) => w.result)).toEqual([
      'correct',
      'correct',
      'correct',
      'missed',
    ]);
    const lastWord = datasetVerse(1, 2).text.split(' ')[3];
    const lastTranslit = datasetVerse(1, 2).transliteration!.split(' ')[3];
    expect(feedback.mistakes).toEqual([
      {
        kind: 'missed',
        position: 4,
        expected: lastWord,
        heard: null,
        close: false,
        transliteration: lastTranslit,
      },
    ]);
    expect(feedback.suggestions).toEqual([`Word 4 was missed: repeat ${lastWord} (${lastTranslit}).`]);
    expect(feedbackText).toContain('Good: 3 of 4 words recited correctly (75%).');
    expect(await messagesUsed(offline.database, user.id)).toBe(0);

    const [attempt] = await offline.database.db
      .select()
      .from(pronunciationAttempts)
      .where(eq(pronunciationAttempts.userId, user.id));
    expect(attempt).toMatchObject({ verseId: verse.id, accuracyScore: 75, isCorrect: false, audioUrl: null });
    expect(attempt!.mistakesDetected).toHaveLength(1);
  });

  it('with neither a provider nor a browser transcript, says what is needed', async () => {
    const { client } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 1);
    const res = await recite(client, { verseId: String(verse.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        'Recitation analysis needs an AI provider with speech transcription (Settings, AI Provider) or a browser with Arabic speech recognition, such as Chrome or Edge.',
      code: 'quranNeedsTranscript',
      field: 'transcript',
    });
  });
});

describe('access (decision 017)', () => {
  it('Al-Fatiha is open to everyone; other verses need the Quran Teacher or Everything plan', async () => {
    const { client, user } = await registeredClient(offline.app);
    const kursi = await verseAt(client, 2, 255);
    const transcript = plain(datasetVerse(2, 255).text);
    const refused = await recite(client, { verseId: String(kursi.id), transcript });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      message:
        'Practising this verse and asking the teacher about it come with the Quran Teacher or Everything plan. Al-Fatiha is free for everyone.',
      code: 'quranNeedsPlan',
    });
    const chat = await client.post('/api/quran/conversation', {
      message: 'What does it mean?',
      selectedVerse: kursi.id,
    });
    expect(chat.statusCode).toBe(402);
    await setPlanOf(offline, user.id, 'premium');
    expect((await recite(client, { verseId: String(kursi.id), transcript })).statusCode).toBe(402);
    for (const plan of ['quran_teacher', 'everything']) {
      await setPlanOf(offline, user.id, plan);
      const res = await recite(client, { verseId: String(kursi.id), transcript });
      expect(res.statusCode).toBe(200);
      expect(res.json().feedback.accuracy).toBe(100);
    }
  });
});

describe('pronunciation with a provider (fake OpenAI through the SDK)', () => {
  it('transcribes the recording in Arabic, scores it and counts one AI message on the free plan', async () => {
    const { client, user } = await registeredClient(online.app);
    const verse = await verseAt(client, 1, 7);
    const words = plain(datasetVerse(1, 7).text).split(' ');
    const heard = [...words];
    heard[4] = plain(datasetVerse(1, 2).text).split(' ')[2]!; // another verse's word instead of the 5th
    fake.transcriptionQueue.push({ text: heard.join(' ') });
    const before = fake.requests.length;
    const res = await recite(client, { verseId: String(verse.id), transcript: words.join(' ') });
    expect(res.statusCode).toBe(200);
    const { feedback } = res.json();
    expect(feedback).toMatchObject({
      accuracy: 89,
      band: 'good',
      transcriptSource: 'provider',
      transcript: heard.join(' '),
    });
    expect(feedback.mistakes).toEqual([
      expect.objectContaining({
        kind: 'wrong',
        position: 5,
        expected: datasetVerse(1, 7).text.split(' ')[4],
        heard: heard[4],
      }),
    ]);
    const call = fake.requests.slice(before).find((r) => r.path.endsWith('/audio/transcriptions'))!;
    expect(call.form).toMatchObject({ language: 'ar', file: `recitation.webm (${RECORDING.length} bytes)` });
    expect(res.headers['server-timing']).toMatch(/^ai;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(await messagesUsed(online.database, user.id)).toBe(1);
  });

  it('a provider failure gives the message back: the browser transcript is used, or "Please try recording again"', async () => {
    const { client, user } = await registeredClient(online.app);
    const verse = await verseAt(client, 1, 1);
    fake.transcriptionQueue.push({ status: 500 });
    const failed = await recite(client, { verseId: String(verse.id) });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: 'Please try recording again', code: 'quranAnalysisFailed' });
    fake.transcriptionQueue.push({ status: 500 });
    const rescued = await recite(client, {
      verseId: String(verse.id),
      transcript: plain(datasetVerse(1, 1).text),
    });
    expect(rescued.statusCode).toBe(200);
    expect(rescued.json().feedback).toMatchObject({ accuracy: 100, transcriptSource: 'browser' });
    expect(await messagesUsed(online.database, user.id)).toBe(0);
  });

  it('over the free quota: 402 with the free-allowance message, and the provider is not asked', async () => {
    const { client, user } = await registeredClient(online.app);
    await setMessagesUsed(online.database, user.id, 5, now);
    const verse = await verseAt(client, 1, 1);
    const before = fake.requests.length;
    const res = await recite(client, { verseId: String(verse.id) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
      code: 'quotaExceeded',
    });
    expect(fake.requests.length).toBe(before);
    // The Quran Teacher plan has no monthly limit.
    await setPlanOf(online, user.id, 'quran_teacher');
    expect((await recite(client, { verseId: String(verse.id) })).statusCode).toBe(200);
  });
});

describe('kept recordings (never kept unless the person opts in)', () => {
  it('keeps nothing by default; once chosen, keeps each recording for its owner alone; off deletes them', async () => {
    const { client, user } = await registeredClient(offline.app);
    const other = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 2);
    const transcript = plain(datasetVerse(1, 2).text);
    const settings = async (c: TestClient) => (await c.get('/api/quran/recordings/settings')).json();
    expect(await settings(client)).toEqual({ keepRecordings: false, savedRecordings: 0 });

    const unkept = await recite(client, { verseId: String(verse.id), transcript });
    expect(unkept.statusCode).toBe(200);
    expect(unkept.json().recordingUrl).toBeNull();
    expect(await settings(client)).toEqual({ keepRecordings: false, savedRecordings: 0 });

    const on = await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    expect(on.json()).toEqual({ keepRecordings: true, savedRecordings: 0 });
    const kept = await recite(client, { verseId: String(verse.id), transcript });
    const url = kept.json().recordingUrl as string;
    expect(url).toMatch(/^\/api\/quran\/recordings\/\d+$/);
    expect(await settings(client)).toEqual({ keepRecordings: true, savedRecordings: 1 });
    // A recitation heard by the browser alone has no recording to keep.
    const noAudio = await recite(client, { verseId: String(verse.id), transcript }, null);
    expect(noAudio.json().recordingUrl).toBeNull();

    const audio = await client.get(url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm');
    expect(audio.headers['cache-control']).toBe('no-store');
    expect(audio.rawPayload.equals(RECORDING)).toBe(true);
    // Someone else's recording does not exist for them; nor does a recording for the signed out.
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await other.client.get(url)).json()).toEqual({
      message: 'Recording not found',
      code: 'recordingNotFound',
    });
    expect((await offline.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await client.get('/api/quran/recordings/abc')).statusCode).toBe(400);
    expect((await client.put('/api/quran/recordings/settings', { keepRecordings: 'yes' })).statusCode).toBe(
      400,
    );

    const off = await client.put('/api/quran/recordings/settings', { keepRecordings: false });
    expect(off.json()).toEqual({ keepRecordings: false, savedRecordings: 0 });
    expect((await client.get(url)).statusCode).toBe(404);
    // No attempt keeps the address of a deleted recording.
    const addresses = await offline.database.db
      .select({ audioUrl: pronunciationAttempts.audioUrl })
      .from(pronunciationAttempts)
      .where(eq(pronunciationAttempts.userId, user.id));
    expect(addresses.length).toBe(3);
    expect(addresses.every((a) => a.audioUrl === null)).toBe(true);
  });

  it('keeps only the newest 20: the oldest is deleted and its attempt loses the address', async () => {
    const { client, user } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 2);
    const transcript = plain(datasetVerse(1, 2).text);
    await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    const urls: string[] = [];
    for (let i = 0; i < 21; i++)
      urls.push((await recite(client, { verseId: String(verse.id), transcript })).json().recordingUrl);
    expect((await client.get('/api/quran/recordings/settings')).json()).toEqual({
      keepRecordings: true,
      savedRecordings: 20,
    });
    expect((await client.get(urls[0]!)).statusCode).toBe(404);
    expect((await client.get(urls[1]!)).statusCode).toBe(200);
    expect((await client.get(urls[20]!)).statusCode).toBe(200);
    const kept = await offline.database.db
      .select({ audioUrl: pronunciationAttempts.audioUrl })
      .from(pronunciationAttempts)
      .where(eq(pronunciationAttempts.userId, user.id));
    expect(
      kept
        .filter((a) => a.audioUrl !== null)
        .map((a) => a.audioUrl)
        .sort(),
    ).toEqual(urls.slice(1).sort());
  });
});

describe('a recording is the audio it says it is (decision 017)', () => {
  const attemptsOf = async (userId: number) =>
    (
      await online.database.db
        .select({ id: pronunciationAttempts.id })
        .from(pronunciationAttempts)
        .where(eq(pronunciationAttempts.userId, userId))
    ).length;

  it('a WAV or a WebM that begins as its format is transcribed and kept', async () => {
    const { client } = await registeredClient(online.app);
    const verse = await verseAt(client, 1, 1);
    await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    const wav = wavOf(4096);
    const before = fake.requests.length;
    const res = await recite(
      client,
      { verseId: String(verse.id) },
      { data: wav, type: 'audio/wav', name: 'recitation.wav' },
    );
    expect(res.statusCode).toBe(200);
    const call = fake.requests.slice(before).find((r) => r.path.endsWith('/audio/transcriptions'))!;
    expect(call.form).toMatchObject({ language: 'ar', file: 'recitation.wav (4096 bytes)' });
    const kept = await client.get(res.json().recordingUrl);
    expect(kept.headers['content-type']).toBe('audio/wav');
    expect(kept.rawPayload.equals(wav)).toBe(true);

    const webm = await recite(client, { verseId: String(verse.id) });
    expect(webm.statusCode).toBe(200);
    expect((await client.get(webm.json().recordingUrl)).rawPayload.equals(RECORDING)).toBe(true);
  });

  it('an upload that does not begin as the audio type it claims is 400; nothing is transcribed, counted or stored', async () => {
    const { client, user } = await registeredClient(online.app);
    const verse = await verseAt(client, 1, 1);
    await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    const png = startingWith(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 2048);
    const text = Buffer.from('Not a recitation, only words sent as one.\n'.repeat(50));
    const before = fake.requests.length;
    for (const file of [
      { data: png, type: 'audio/webm', name: 'recitation.webm' },
      { data: text, type: 'audio/webm;codecs=opus' },
      { data: RECORDING, type: 'audio/wav', name: 'recitation.wav' },
      { data: wavOf(2048), type: 'audio/mpeg', name: 'recitation.mp3' },
    ]) {
      const res = await recite(client, { verseId: String(verse.id), transcript: 'x' }, file);
      expect(res.statusCode, file.type).toBe(400);
      expect(res.json()).toEqual({
        message: "The recording's content does not match its audio format (webm, ogg, mp4, mpeg or wav)",
        code: 'recordingNotAudio',
        field: 'audio',
      });
    }
    expect(fake.requests.length).toBe(before);
    expect(await messagesUsed(online.database, user.id)).toBe(0);
    expect(await attemptsOf(user.id)).toBe(0);
    expect((await client.get('/api/quran/recordings/settings')).json()).toEqual({
      keepRecordings: true,
      savedRecordings: 0,
    });
  });
});

describe('the room of kept recordings: 50 MB a person (decision 017)', () => {
  const MB = 1024 * 1024;
  const FULL =
    "Your saved recordings have filled their 50 MB. To recite again, turn off 'Keep my recordings', which deletes them.";
  async function keeper() {
    const { client, user } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 2);
    const transcript = plain(datasetVerse(1, 2).text);
    await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    const upload = (size: number) =>
      recite(
        client,
        { verseId: String(verse.id), transcript },
        { data: startingWith(WEBM_HEADER, size), type: 'audio/webm' },
      );
    /**
     * Uploads recordings, then makes each kept one the size given (written by the database, much
     * faster than uploading it), as a larger upload would have left it.
     */
    const keptOfSizes = async (sizes: number[]) => {
      const urls: string[] = [];
      for (const size of sizes) {
        const url = (await upload(1024)).json().recordingUrl as string;
        const attemptId = Number(url.split('/').pop());
        await offline.database.db
          .update(quranRecordings)
          .set({ audio: sql`decode(repeat('07', ${size}), 'hex')` })
          .where(eq(quranRecordings.attemptId, attemptId));
        urls.push(url);
      }
      return urls;
    };
    const stored = async () => ({
      attempts: (
        await offline.database.db
          .select({ id: pronunciationAttempts.id })
          .from(pronunciationAttempts)
          .where(eq(pronunciationAttempts.userId, user.id))
      ).length,
      recordings: (
        await offline.database.db
          .select({ id: quranRecordings.attemptId })
          .from(quranRecordings)
          .where(eq(quranRecordings.userId, user.id))
      ).length,
    });
    return { client, upload, keptOfSizes, stored };
  }

  it('a recording that would take the kept ones past 50 MB is 409 and stores nothing; deleting them frees the room', async () => {
    const { client, upload, keptOfSizes, stored } = await keeper();
    await keptOfSizes([10 * MB, 10 * MB, 10 * MB, 10 * MB, 10 * MB - 1024]);
    const full = await upload(2048);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: FULL, code: 'recordingsFull', field: 'audio' });
    expect(await stored()).toEqual({ attempts: 5, recordings: 5 });

    // Two recitations at once for the last kilobyte: one is kept (50 MB exactly), the other refused.
    const both = await Promise.all([upload(1024), upload(1024)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('recordingsFull');
    expect(await stored()).toEqual({ attempts: 6, recordings: 6 });

    // Turning keeping off deletes them: recitations go on, and once it is back on, recordings fit again.
    await client.put('/api/quran/recordings/settings', { keepRecordings: false });
    const unkept = await upload(2048);
    expect(unkept.statusCode).toBe(200);
    expect(unkept.json().recordingUrl).toBeNull();
    await client.put('/api/quran/recordings/settings', { keepRecordings: true });
    const kept = await upload(2048);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().recordingUrl).toMatch(/^\/api\/quran\/recordings\/\d+$/);
    expect((await client.get('/api/quran/recordings/settings')).json()).toEqual({
      keepRecordings: true,
      savedRecordings: 1,
    });
  });

  it('counts only the recordings that stay: the oldest one a 21st replaces frees its room', async () => {
    const { client, upload, keptOfSizes } = await keeper();
    // 20 kept, 50 MB less 5 kB in all, the oldest 10 MB of it.
    const urls = await keptOfSizes([
      10 * MB,
      ...Array<number>(4).fill(10 * MB - 5 * 1024),
      ...Array<number>(15).fill(1024),
    ]);
    const next = await upload(8 * 1024);
    expect(next.statusCode).toBe(200);
    expect((await client.get(urls[0]!)).statusCode).toBe(404);
    expect((await client.get(next.json().recordingUrl)).statusCode).toBe(200);
    expect((await client.get('/api/quran/recordings/settings')).json()).toEqual({
      keepRecordings: true,
      savedRecordings: 20,
    });
  });
});

describe('upload limits (decision 004)', () => {
  it('a recording over 10 MB is 413', async () => {
    const { client } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 1);
    const res = await recite(
      client,
      { verseId: String(verse.id) },
      { data: Buffer.alloc(10 * 1024 * 1024 + 1), type: 'audio/webm' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The recording is too large: at most 10 MB',
      code: 'recordingTooLarge',
    });
  });

  it('too long, not audio, no recording, no verse or not multipart is 400 naming the problem', async () => {
    const { client } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 1);
    const id = String(verse.id);
    const long = await recite(client, { verseId: id, durationSeconds: '301', transcript: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'The recording is too long: at most 5 minutes',
      code: 'recordingTooLong',
      field: 'durationSeconds',
    });
    const image = await recite(
      client,
      { verseId: id },
      { data: RECORDING, type: 'image/png', name: 'a.png' },
    );
    expect(image.json()).toEqual({
      message: 'The recording must be audio (webm, ogg, mp4, mpeg or wav)',
      code: 'recordingFormat',
      field: 'audio',
    });
    const empty = await recite(client, { verseId: id }, null);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Send the recording as the audio field',
      code: 'recordingMissing',
      field: 'audio',
    });
    const noVerse = await recite(client, { transcript: 'x' });
    expect(noVerse.statusCode).toBe(400);
    expect(noVerse.json()).toEqual({
      message: 'verseId must be the number of a verse',
      code: 'verseIdInvalid',
      field: 'verseId',
    });
    const json = await client.post('/api/quran/pronunciation', { verseId: verse.id });
    expect(json.statusCode).toBe(400);
    const unknown = await recite(client, { verseId: '999999', transcript: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('teacher chat', () => {
  it('offline, a question of no known kind gets what Hidaya holds on the verse (translation, transliteration, surah facts) and what it cannot', async () => {
    // Each kind of question gets its own answer: tests/api/quran-offline-teacher.test.ts.
    const { client, user } = await registeredClient(offline.app);
    const verse = await verseAt(client, 1, 5);
    const res = await client.post('/api/quran/conversation', {
      message: 'Tell me about this verse.',
      selectedVerse: verse.id,
    });
    expect(res.statusCode).toBe(200);
    const { response, source } = res.json();
    expect(source).toBe('offline');
    expect(response).toContain(datasetVerse(1, 5).text);
    expect(response).toContain(datasetVerse(1, 5, 'en').translation);
    expect(response).toContain(datasetVerse(1, 5).transliteration);
    expect(response).toContain('is a Meccan surah of 7 verses');
    expect(response).toContain('please ask a qualified teacher');
    const fr = await client.post('/api/quran/conversation', {
      message: 'Parlez-moi de ce verset.',
      selectedVerse: verse.id,
      language: 'fr',
    });
    expect(fr.json().response).toContain(datasetVerse(1, 5, 'fr').translation);
    expect(fr.json().response).toContain("Contexte : Al-Fatiha, « L'Ouverture »");
    expect(await messagesUsed(offline.database, user.id)).toBe(0);
  });

  it('with a provider, sends the verse from the dataset and the last 5 messages; a failure gives the fallback line', async () => {
    const { client, user } = await registeredClient(online.app);
    const verse = await verseAt(client, 1, 6);
    const history = Array.from({ length: 7 }, (_, k) => ({
      role: k % 2 ? 'teacher' : 'user',
      content: `message ${k}`,
    }));
    fake.chatQueue.push({ text: 'Guide us to the straight path.' });
    const before = fake.requests.length;
    const res = await client.post('/api/quran/conversation', {
      message: 'How do I pronounce it?',
      selectedVerse: verse.id,
      conversationHistory: history,
    });
    expect(res.json()).toEqual({ response: 'Guide us to the straight path.', source: 'ai' });
    const sent = fake.requests.slice(before).find((r) => r.path.endsWith('/chat/completions'))!.body!
      .messages as {
      role: string;
      content: string;
    }[];
    expect(sent[0]!.role).toBe('system');
    expect(sent[0]!.content).toContain(datasetVerse(1, 6).text);
    expect(sent.slice(1).map((m) => m.content)).toEqual([
      ...history.slice(-5).map((m) => m.content),
      'How do I pronounce it?',
    ]);
    expect(sent.slice(1, 6).map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(await messagesUsed(online.database, user.id)).toBe(1);

    fake.chatQueue.push({ status: 500 });
    const failed = await client.post('/api/quran/conversation', {
      message: 'Again?',
      selectedVerse: verse.id,
    });
    expect(failed.json()).toEqual({
      response: "I'm sorry, I didn't understand that. Can you try again?",
      source: 'ai',
    });
    expect(await messagesUsed(online.database, user.id)).toBe(1);
  });

  it('a blank message is 400', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.post('/api/quran/conversation', { message: '   ', selectedVerse: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('message');
  });
});

describe('progress', () => {
  it('shows verses practised, the best accuracy per verse, the words most often missed and the study sessions', async () => {
    const { client, user } = await registeredClient(offline.app);
    const { client: other } = await registeredClient(offline.app);
    const v2 = await verseAt(client, 1, 2);
    const v3 = await verseAt(client, 1, 3);
    const w2 = plain(datasetVerse(1, 2).text).split(' ');
    now = new Date('2026-11-24T11:00:00Z');
    await recite(client, { verseId: String(v2.id), transcript: w2.slice(0, 2).join(' ') });
    now = new Date('2026-11-24T11:05:00Z');
    await recite(client, { verseId: String(v2.id), transcript: w2.slice(0, 3).join(' ') });
    now = new Date('2026-11-24T11:06:00Z');
    await recite(client, { verseId: String(v3.id), transcript: plain(datasetVerse(1, 3).text) });
    // After a pause of more than 30 minutes, a new session.
    now = new Date('2026-11-24T12:00:00Z');
    await client.post('/api/quran/conversation', { message: 'Tell me about it', selectedVerse: v3.id });
    await recite(other, { verseId: String(v2.id), transcript: 'x' });

    const res = await client.get('/api/quran/progress');
    expect(res.statusCode).toBe(200);
    const progress = res.json();
    expect(progress).toMatchObject({ versesPractised: 2, attempts: 3, sessions: 2, minutesStudied: 6 });
    expect(progress.bestByVerse).toEqual([
      {
        verseId: v3.id,
        surahName: 'Al-Fatihah',
        surahNumber: 1,
        verseNumber: 3,
        bestAccuracy: 100,
        attempts: 1,
      },
      {
        verseId: v2.id,
        surahName: 'Al-Fatihah',
        surahNumber: 1,
        verseNumber: 2,
        bestAccuracy: 75,
        attempts: 2,
      },
    ]);
    const words = datasetVerse(1, 2).text.split(' ');
    expect(progress.mostMissed).toEqual([
      { word: words[3], count: 2 },
      { word: words[2], count: 1 },
    ]);
    const sessions = await offline.database.db
      .select()
      .from(quranStudySessions)
      .where(eq(quranStudySessions.userId, user.id))
      .orderBy(quranStudySessions.startedAt);
    expect(sessions[0]).toMatchObject({
      versesStudied: [v2.id, v3.id].sort((a, b) => a - b),
      totalVerses: 2,
      attempts: 3,
      correctPronunciations: 1,
      averageAccuracy: Math.round((50 + 75 + 100) / 3),
      durationMinutes: 6,
      contextQueriesUsed: 0,
    });
    expect(sessions[1]).toMatchObject({ contextQueriesUsed: 1, attempts: 0 });
  });
});
