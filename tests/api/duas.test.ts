import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUA_OCCASIONS } from '@/contracts/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { withFixtureDuas } from './support/chat';
import { testDatabaseKind } from './support/database';
import { messagesUsed, setMessagesUsed } from './support/meters';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

const require = createRequire(import.meta.url);
interface Chapter {
  verses: { id: number; text: string; transliteration: string; translation?: string }[];
}
/** The dataset itself: a Quranic dua's text is read from it, never typed. */
const verse = (surah: number, ayah: number, language?: string) =>
  (require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as Chapter).verses[
    ayah - 1
  ]!;

interface Dua {
  id: string;
  kind: string;
  occasions: string[];
  tradition: string;
  arabic: string;
  transliteration: string;
  translation: string | null;
  note: string;
  reference: { label: string; collection: string | null; number: string | null; surah: number | null };
  favourite: boolean;
}
interface Personal {
  id: string;
  text: string;
  label: string;
  occasion: string | null;
  need: string | null;
  saved: boolean;
}

let fake: FakeOpenAi;
let offline: TestApp;
let online: TestApp;
const now = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const features = withFixtureDuas();
  offline = await createTestApp({ clock, features });
  online = await createTestApp({
    clock,
    features,
    env: { AI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-valid' },
  });
}, 60_000);
afterAll(async () => {
  await offline?.close();
  await online?.close();
  await fake?.close();
});

const duasOf = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/duas?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { duas: Dua[] }).duas;
};
const duaGenerations = async (client: TestClient) => {
  const list = (await client.get('/api/user/achievements')).json() as {
    achievementType: string;
    progress: number;
  }[];
  return list.find((a) => a.achievementType === 'dua_generation')!.progress;
};

describe(`the narrated duas (${testDatabaseKind})`, () => {
  it('by occasion, in the asked language, each with its reference', async () => {
    const { client } = await registeredClient(offline.app);
    const [travel, ...others] = await duasOf(client, 'occasion=travel');
    expect(others).toEqual([]);
    expect(travel).toMatchObject({
      id: 'travel',
      kind: 'hadith',
      occasions: ['travel'],
      translation:
        'Glory be to the One who has placed this at our service, for we could not have done it ourselves, and to our Lord we shall return.',
      note: 'Said when setting out on a journey, once mounted.',
      reference: { label: 'Sahih Muslim 1342', collection: 'Sahih Muslim', number: '1342', surah: null },
      favourite: false,
    });
    expect(travel!.arabic).toMatch(/^سُبْحَانَ الَّذِي سَخَّرَ لَنَا هَذَا/);
    const [french] = await duasOf(client, 'occasion=travel&language=fr');
    expect(french!.translation).toMatch(/^Gloire à Celui qui a mis ceci à notre service/);
    expect(french!.note).toBe('Dit en partant en voyage, une fois monté.');
  });

  it("Quranic duas by their verses, with the dataset's Arabic, transliteration and translation", async () => {
    const { client } = await registeredClient(offline.app);
    const exams = await duasOf(client, 'occasion=exams');
    expect(exams.map((d) => d.id)).toEqual(['increase-in-knowledge']);
    const [knowledge] = exams;
    expect(knowledge!.arabic).toBe(verse(20, 114).text);
    expect(knowledge!.translation).toBe(`${verse(20, 114, 'en').translation}.`);
    expect(knowledge!.reference).toMatchObject({ label: 'Quran 20:114', surah: 20, collection: null });
    const [arabic] = await duasOf(client, 'occasion=exams&language=ar');
    // Arabic readers read the verse itself.
    expect(arabic!.translation).toBeNull();
    expect(arabic!.reference.label).toBe('القرآن الكريم 20:114');
    const [turkish] = await duasOf(client, 'occasion=exams&language=tr');
    expect(turkish!.reference.label).toBe("Kur'an 20:114");
  });

  it("follows the person's tradition: a Sunni profile is not offered the Ja'fari supplications", async () => {
    const anyone = await registeredClient(offline.app);
    expect((await duasOf(anyone.client, 'occasion=guidance')).map((d) => d.id)).toEqual([
      'rabbana-atina',
      'increase-in-knowledge',
      'sahifa-noble-character',
    ]);
    const sunni = await registeredClient(offline.app, { prayerTradition: 'sunni' });
    expect((await duasOf(sunni.client, 'occasion=guidance')).map((d) => d.id)).toEqual([
      'rabbana-atina',
      'increase-in-knowledge',
    ]);
    const shia = await registeredClient(offline.app, { prayerTradition: 'shia' });
    const shown = (await duasOf(shia.client, '')).map((d) => [d.id, d.tradition]);
    expect(shown).toContainEqual(['sahifa-noble-character', 'shia']);
    expect(shown).not.toContainEqual(['sayyid-al-istighfar', 'sunni']);
  });

  it('searches the collection in words', async () => {
    const { client } = await registeredClient(offline.app);
    expect((await duasOf(client, 'q=lying down to sleep')).map((d) => d.id)[0]).toBe('before-sleep');
    expect((await duasOf(client, 'q=forgive my sins&occasion=evening')).map((d) => d.id)).toEqual([
      'sayyid-al-istighfar',
    ]);
  });

  it('an unknown occasion is 400 naming the field', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.get('/api/duas?occasion=birthday');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('querystring.occasion');
  });
});

describe(`the dua generator (${testDatabaseKind})`, () => {
  it('without a provider: the narrated duas for the occasion, no personal dua, nothing counted', async () => {
    const { client, user } = await registeredClient(offline.app);
    const res = await client.post('/api/duas/generate', { occasion: 'sleep' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ personal: null, answeredBy: 'offline' });
    expect(res.json().duas.map((d: Dua) => [d.id, d.reference.label])).toEqual([
      ['before-sleep', 'Sahih al-Bukhari 6324'],
    ]);
    expect(await messagesUsed(offline.database, user.id)).toBe(0);
    expect(await duaGenerations(client)).toBe(1);
  });

  it('a need in words finds the narrated duas that answer it', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.post('/api/duas/generate', {
      need: 'I have an exam tomorrow and want more knowledge',
    });
    expect(res.json().duas.map((d: Dua) => d.id)[0]).toBe('increase-in-knowledge');
  });

  it("with a provider: a personal dua in the person's words, labelled as not a narration; one AI message on Free", async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'O Allah, make my exam easy for me and grant me understanding.' });
    const before = fake.requests.length;
    const res = await client.post('/api/duas/generate', {
      occasion: 'exams',
      need: 'my maths exam',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { duas: Dua[]; personal: Personal; answeredBy: string };
    expect(body.answeredBy).toBe('ai');
    expect(body.duas.map((d) => d.id)).toContain('increase-in-knowledge');
    expect(body.personal).toMatchObject({
      text: 'O Allah, make my exam easy for me and grant me understanding.',
      label: 'A personal supplication, not a narration',
      occasion: 'exams',
      need: 'my maths exam',
      saved: false,
    });
    expect(body.personal.id).toMatch(/^personal-\d+$/);
    const sent = fake.requests.slice(before).find((r) => r.path.endsWith('/chat/completions'))!.body!;
    const [system, asked] = sent.messages as { content: string }[];
    expect(system!.content).toContain('It is a personal supplication, not a narration');
    expect(asked!.content).toContain('my maths exam');
    expect(await messagesUsed(online.database, user.id)).toBe(1);
    expect(await duaGenerations(client)).toBe(1);
  });

  it("labels the personal dua in the person's language", async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'اللهم يسّر لي سفري.' });
    const res = await client.post('/api/duas/generate', { occasion: 'travel', language: 'ar' });
    expect(res.json().personal.label).toBe('دعاء شخصي، وليس دعاءً مأثورًا');
  });

  it('a provider failure: the narrated duas still, no personal dua, the message given back', async () => {
    const { client, user } = await registeredClient(online.app);
    fake.chatQueue.push({ status: 500 });
    const res = await client.post('/api/duas/generate', { occasion: 'travel' });
    expect(res.json()).toMatchObject({ personal: null, duas: [expect.objectContaining({ id: 'travel' })] });
    expect(await messagesUsed(online.database, user.id)).toBe(0);
  });

  it('over the free quota: 402 with the free-allowance message', async () => {
    const { client, user } = await registeredClient(online.app);
    await setMessagesUsed(online.database, user.id, 5, now);
    const res = await client.post('/api/duas/generate', { occasion: 'travel' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.',
      code: 'quotaExceeded',
    });
  });

  it('needs an occasion or a need: 400 with the catalogued message', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.post('/api/duas/generate', { language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Choose an occasion or describe what you need',
      code: 'duaNeedsOccasionOrNeed',
    });
  });
});

describe(`favourites (${testDatabaseKind})`, () => {
  it('a starred dua is kept, shown as a favourite in the collection, and unstarred', async () => {
    const { client } = await registeredClient(offline.app);
    expect((await client.put('/api/duas/favourites/travel', {})).json()).toEqual({ ok: true });
    expect((await client.put('/api/duas/favourites/travel', {})).statusCode).toBe(200);
    const favourites = (await client.get('/api/duas/favourites?language=fr')).json();
    expect(favourites.duas.map((d: Dua) => [d.id, d.favourite, d.reference.label])).toEqual([
      ['travel', true, 'Sahih Muslim 1342'],
    ]);
    expect(favourites.duas[0].translation).toMatch(/^Gloire à Celui/);
    expect((await duasOf(client, 'occasion=travel'))[0]!.favourite).toBe(true);
    expect((await client.delete('/api/duas/favourites/travel')).json()).toEqual({ ok: true });
    expect((await client.get('/api/duas/favourites')).json()).toEqual({ duas: [], personal: [] });
  });

  it('a dua the collection does not have is a 404', async () => {
    const { client } = await registeredClient(offline.app);
    const res = await client.put('/api/duas/favourites/made-up-dua', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Dua not found', code: 'duaNotFound' });
  });

  it("a personal dua is saved by its id, for its owner only, and is in the person's data download", async () => {
    const { client } = await registeredClient(online.app);
    fake.chatQueue.push({ text: 'O Allah, protect my parents and have mercy on them.' });
    const { personal } = (await client.post('/api/duas/generate', { occasion: 'parents' })).json() as {
      personal: Personal;
    };
    const other = await registeredClient(online.app);
    expect((await other.client.put(`/api/duas/favourites/${personal.id}`, {})).statusCode).toBe(404);
    expect((await client.put(`/api/duas/favourites/${personal.id}`, {})).json()).toEqual({ ok: true });
    const favourites = (await client.get('/api/duas/favourites')).json();
    expect(favourites.personal).toEqual([{ ...personal, saved: true }]);
    await client.put('/api/duas/favourites/before-sleep', {});
    const data = (await client.get('/api/user/data')).json();
    expect(data.duas.favourites.map((f: { duaId: string }) => f.duaId)).toEqual(['before-sleep']);
    expect(data.duas.personalDuas).toEqual([
      expect.objectContaining({ text: personal.text, occasion: 'parents', saved: true, language: 'en' }),
    ]);
    expect((await client.delete(`/api/duas/favourites/${personal.id}`)).json()).toEqual({ ok: true });
    expect((await client.get('/api/duas/favourites')).json().personal).toEqual([]);
  });
});

describe(`the curated collection, content/duas/duas.json (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t?.close());

  it("offers duas for every occasion, each with its reference; Quranic ones with the dataset's own text", async () => {
    const { client } = await registeredClient(t.app);
    for (const occasion of DUA_OCCASIONS) {
      const duas = await duasOf(client, `occasion=${occasion}`);
      expect(duas.length, occasion).toBeGreaterThan(0);
      for (const dua of duas) {
        expect(dua.reference.label, dua.id).toMatch(/\S/);
        if (dua.kind === 'hadith')
          expect(dua.reference.label).toBe(`${dua.reference.collection} ${dua.reference.number}`);
        else {
          const { surah, fromAyah, toAyah } = dua.reference as unknown as Record<string, number>;
          const verses = Array.from(
            { length: toAyah! - fromAyah! + 1 },
            (_, i) => verse(surah!, fromAyah! + i).text,
          );
          expect(dua.arabic, dua.id).toBe(verses.join(' '));
          expect(dua.reference.label).toBe(
            `Quran ${surah}:${fromAyah === toAyah ? fromAyah : `${fromAyah}-${toAyah}`}`,
          );
        }
      }
    }
  });
});
