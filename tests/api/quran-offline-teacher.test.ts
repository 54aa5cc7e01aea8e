import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesUsed } from './support/meters';
import { setPlan } from './support/plans';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

/**
 * The Quran teacher without an AI key (decision 017) answers the question asked about the selected
 * verse, from the dataset and the curated notes: every expected value is read from them here.
 */
const require = createRequire(import.meta.url);
interface Chapter {
  verses: { id: number; text: string; transliteration?: string; translation?: string }[];
}
const datasetVerse = (surah: number, ayah: number, language?: string) =>
  (require(`quran-json/dist/chapters/${language ? `${language}/` : ''}${surah}.json`) as Chapter).verses[
    ayah - 1
  ]!;
const root = path.resolve(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
type Lang = 'en' | 'ar' | 'ur' | 'tr' | 'fr';
const method = json('content/quran-practice/practice-method.json') as {
  steps: Record<Lang, string[]>;
  hadith: { text: Record<Lang, string>; reference: Record<Lang, string> }[];
};
const fatihaNote = (
  json('content/quran-practice/practice-set.json') as {
    passages: { surah: number; context: Record<Lang, string>; source: Record<Lang, string> }[];
  }
).passages.find((p) => p.surah === 1)!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const verseId = async (client: TestClient, surah: number, ayah: number) =>
  ((await client.get(`/api/quran/verses/lookup?surah=${surah}&verse=${ayah}`)).json() as { id: number }).id;

async function ask(client: TestClient, selectedVerse: number | null, message: string, language: Lang = 'en') {
  const res = await client.post('/api/quran/conversation', { message, selectedVerse, language });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { response: string; source: string };
  expect(body.source).toBe('offline');
  return body.response;
}

const LIMITS =
  'No AI provider is set up, so I can only share what Hidaya holds about this verse. For tafsir, rulings or tajweed questions, please ask a qualified teacher.';

describe('the offline Quran teacher answers the question asked (decision 017)', () => {
  it('five questions about Al-Fatiha 1:5 in English get five different answers, each from the data', async () => {
    const { client, user } = await registeredClient(t.app);
    const id = await verseId(client, 1, 5);
    const verse = datasetVerse(1, 5);
    const translation = datasetVerse(1, 5, 'en').translation!;
    const arabicWords = verse.text.split(' ');
    const latinWords = verse.transliteration!.split(' ');
    expect(arabicWords).toHaveLength(latinWords.length);

    const meaning = await ask(client, id, 'What does this verse mean?');
    expect(meaning).toContain(`Meaning (Saheeh International): ${translation}`);
    expect(meaning).not.toContain(verse.transliteration!);

    const words = await ask(client, id, 'Can you take me through it word by word?');
    expect(words).toContain(
      `The verse word by word (${arabicWords.length} words), as written in the mushaf:`,
    );
    arabicWords.forEach((word, index) =>
      expect(words).toContain(`\n${index + 1}. ${word} (${latinWords[index]})\n`),
    );
    expect(words).toContain(
      "Hidaya's data translates the whole verse, not each word on its own, so I cannot give the meaning of every word",
    );
    expect(words).toContain(translation);

    const pronunciation = await ask(client, id, 'How do I pronounce it?');
    expect(pronunciation).toContain(
      `Pronunciation guide (Tanzil's transliteration): ${verse.transliteration}`,
    );
    expect(pronunciation).toContain('Press Play to hear a reciter');
    expect(pronunciation).not.toContain(translation);

    const context = await ask(client, id, 'When was this revealed?');
    expect(context).toContain('Surah Al-Fatihah (الفاتحة, "The Opener") is a Meccan surah of 7 verses.');
    expect(context).toContain(`Context: ${fatihaNote.context.en} (${fatihaNote.source.en})`);
    expect(context).not.toContain(translation);

    const practice = await ask(client, id, 'How should I memorise it?');
    expect(practice).toContain('How to practise this verse:');
    method.steps.en.forEach((step, index) => expect(practice).toContain(`${index + 1}. ${step}`));
    for (const hadith of method.hadith)
      expect(practice).toContain(`${hadith.text.en} (${hadith.reference.en})`);
    expect(practice).not.toContain(translation);

    const answers = [meaning, words, pronunciation, context, practice];
    expect(new Set(answers).size).toBe(5);
    for (const answer of answers) {
      expect(answer.startsWith(`Al-Fatihah 1:5:\n${verse.text}\n\n`)).toBe(true);
      expect(answer.endsWith(LIMITS)).toBe(true);
    }
    // Offline answers are not AI messages.
    expect(await messagesUsed(t.database, user.id)).toBe(0);
  });

  it('a question of two kinds gets both answers; a question of no known kind gets the overview and what to ask', async () => {
    const { client } = await registeredClient(t.app);
    const id = await verseId(client, 1, 2);
    const translation = datasetVerse(1, 2, 'en').translation!;
    const both = await ask(client, id, 'What does it mean, and how do I pronounce it?');
    expect(both).toContain(`Meaning (Saheeh International): ${translation}`);
    expect(both).toContain(
      `Pronunciation guide (Tanzil's transliteration): ${datasetVerse(1, 2).transliteration}`,
    );

    const other = await ask(client, id, 'Salaam!');
    expect(other).toContain(translation);
    expect(other).toContain(datasetVerse(1, 2).transliteration!);
    expect(other).toContain('is a Meccan surah of 7 verses');
    expect(other).toContain(
      "You can ask me about this verse's meaning, its words one by one, its pronunciation, its context, or how to practise and memorise it.",
    );
    expect(other).not.toContain('How to practise this verse:');
  });

  it('in Turkish, the same questions asked the Turkish way get the Turkish data', async () => {
    const { client } = await registeredClient(t.app);
    const id = await verseId(client, 1, 6);
    const tr = datasetVerse(1, 6, 'tr').translation!;
    const latin = datasetVerse(1, 6).transliteration!;

    const meaning = await ask(client, id, 'Bu ayetin anlamı ne?', 'tr');
    expect(meaning).toContain(`Anlamı (Diyanet İşleri Başkanlığı meali): ${tr}`);
    expect(meaning).not.toContain(latin);

    const words = await ask(client, id, 'Kelime kelime anlatır mısın?', 'tr');
    const arabicWords = datasetVerse(1, 6).text.split(' ');
    expect(words).toContain(`Ayet kelime kelime (${arabicWords.length} kelime), mushafta yazıldığı gibi:`);
    arabicWords.forEach((word, index) =>
      expect(words).toContain(`${index + 1}. ${word} (${latin.split(' ')[index]})`),
    );

    const reading = await ask(client, id, 'Nasıl okunur?', 'tr');
    expect(reading).toContain(`Okunuş rehberi (Tanzil'in Latin harfli okunuşu): ${latin}`);
    expect(reading).not.toContain(tr);

    const context = await ask(client, id, 'Bu ayet ne zaman indirildi?', 'tr');
    expect(context).toContain(`Bağlam: ${fatihaNote.context.tr} (${fatihaNote.source.tr})`);
    expect(context).toContain('Mekki');

    const practice = await ask(client, id, 'Nasıl ezberlerim?', 'tr');
    method.steps.tr.forEach((step, index) => expect(practice).toContain(`${index + 1}. ${step}`));
    expect(practice).toContain('(Sahîh-i Müslim 798)');

    expect(new Set([meaning, words, reading, context, practice]).size).toBe(5);
  });

  it('in Arabic, a question about the meaning says the data has no Arabic tafsir instead of inventing one', async () => {
    const { client } = await registeredClient(t.app);
    const id = await verseId(client, 1, 3);
    const meaning = await ask(client, id, 'ما معنى هذه الآية؟', 'ar');
    expect(meaning).toContain(
      'لا تتضمن بيانات هداية تفسيرًا لهذه الآية بالعربية. لمعناها ارجع إلى كتب التفسير أو اسأل معلّمًا مؤهَّلًا.',
    );
    expect(meaning).not.toContain(datasetVerse(1, 3, 'en').translation!);
    const reading = await ask(client, id, 'كيف أنطقها؟', 'ar');
    expect(reading).toContain(datasetVerse(1, 3).transliteration!);
    // An Urdu speaker typing in English is understood too.
    const urdu = await ask(client, id, 'What does it mean?', 'ur');
    expect(urdu).toContain(datasetVerse(1, 3, 'ur').translation!);
  });

  it('a verse without a context note says so; a long verse is practised part by part at the mushaf’s pause marks', async () => {
    const { client, user } = await registeredClient(t.app);
    await setPlan(t.database, user.id, { subscriptionStatus: 'quran_teacher' });
    // 2:256 is not in the practice set: no context note.
    const noNote = await ask(client, await verseId(client, 2, 256), 'What is the context of this verse?');
    expect(noNote).toContain('Surah Al-Baqarah (البقرة, "The Cow") is a Medinan surah of 286 verses.');
    expect(noNote).toContain(
      'Hidaya holds no note on the context of this verse or the occasion of its revelation. For that, read a tafsir or ask a qualified teacher.',
    );

    const kursi = datasetVerse(2, 255).text;
    const practice = await ask(client, await verseId(client, 2, 255), 'Any tips to practise this?');
    const partLines = practice.split('\n').filter((line) => /^Part \d+ \(words \d+-\d+\): /.test(line));
    expect(practice).toContain(
      `The mushaf marks places to pause in this verse; practise it in these ${partLines.length} parts:`,
    );
    expect(partLines.length).toBeGreaterThan(1);
    // The parts, in order, are the verse itself, each ending at a pause mark but the last.
    const parts = partLines.map((line) => line.replace(/^Part \d+ \(words \d+-\d+\): /, ''));
    expect(parts.join(' ')).toBe(kursi);
    for (const part of parts.slice(0, -1)) expect(part).toMatch(/[\u06D6-\u06D8\u06DA]$/u);
    expect(partLines[0]).toMatch(/^Part 1 \(words 1-\d+\): /);
  });

  it('without a verse, says to select one and what can be asked', async () => {
    const { client, user } = await registeredClient(t.app);
    await setPlan(t.database, user.id, { subscriptionStatus: 'quran_teacher' });
    const answer = await ask(client, null, 'What does it mean?');
    expect(answer).toBe(
      `Select a verse, then ask me about its meaning, its words one by one, its pronunciation, its context or how to practise it.\n\n${LIMITS}`,
    );
  });
});
