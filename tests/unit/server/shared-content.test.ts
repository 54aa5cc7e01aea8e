// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentPath, deepFreeze, readContentJson } from '@/server/content/files';
import { quranLabel, quranPassage, quranVerse, surahName } from '@/server/content/quran';

// The dataset, read here independently of the module, to compare against it.
const quranDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('quran-json/package.json')),
  'dist',
  'chapters',
);
const dataset = (surah: number, language?: string) =>
  (
    JSON.parse(
      readFileSync(path.join(quranDir, ...(language ? [language] : []), `${surah}.json`), 'utf8'),
    ) as {
      verses: { text: string; transliteration: string }[];
    }
  ).verses;

describe('the Quran text, from quran-json (decision 017)', () => {
  it('gives one verse in Arabic, transliteration and the translation of a language', () => {
    expect(quranVerse(112, 1, 'en')).toEqual({
      surah: 112,
      ayah: 1,
      arabic: dataset(112)[0]!.text,
      transliteration: 'Qul huwa Allahu ahadun',
      translation: 'Say, "He is Allah, [who is] One.',
      label: 'Quran 112:1',
    });
    expect(quranVerse(1, 1, 'tr')?.translation).toBe("Rahman ve Rahim olan Allah'ın adıyla.");
    // Arabic readers get the English translation beside the Arabic.
    expect(quranVerse(112, 1, 'ar')?.translation).toBe('Say, "He is Allah, [who is] One.');
  });

  it('has no verse outside the Quran', () => {
    expect(quranVerse(0, 1, 'en')).toBeNull();
    expect(quranVerse(115, 1, 'en')).toBeNull();
    expect(quranVerse(1, 8, 'en')).toBeNull();
    expect(quranVerse(1, 1.5, 'en')).toBeNull();
  });

  it('gives a passage with its label, and a surah its names', () => {
    const passage = quranPassage({ surah: 112, fromAyah: 1, toAyah: 4 });
    expect(passage.source).toMatchObject({
      en: 'Quran 112:1-4',
      ar: 'القرآن الكريم 112:1-4',
      ur: 'قرآن مجید 112:1-4',
      tr: "Kur'an 112:1-4",
    });
    // The dataset's transliteration unless a curated one is given; the Arabic has no translation.
    expect(passage.transliteration).toBe(
      'Qul huwa Allahu ahadun Allahu alssamadu Lam yalid walam yooladu Walam yakun lahu kufuwan ahadun',
    );
    expect(passage.translation.ar).toBeUndefined();
    expect(() =>
      quranPassage({ surah: 112, fromAyah: 1, toAyah: 1 }, { transliteration: () => 'Qul huwa' }),
    ).toThrow('The transliteration of Quran 112:1 has 2 words; the Arabic has 4');
    expect(() =>
      quranPassage({ surah: 112, fromAyah: 1, toAyah: 1 }, { transliteration: () => undefined }),
    ).toThrow('Quran 112:1 has no curated transliteration');
    expect(passage.arabic).toBe(
      dataset(112)
        .map((verse) => verse.text)
        .join(' '),
    );
    expect(quranLabel({ surah: 2, fromAyah: 201, toAyah: 201, fromWord: 4, toWord: 14 })).toBe(
      'Quran 2:201 (words 4-14)',
    );
    expect(quranLabel({ surah: 97, fromAyah: 1, toAyah: 5, basmala: true }, 'tr')).toBe(
      "Kur'an 97:1-5, besmeleden (1:1) sonra",
    );
    expect(surahName(112)).toMatchObject({ en: 'Al-Ikhlas', ar: 'الإخلاص', tr: 'İhlâs' });
  });
});

describe('curated content files', () => {
  it('reads a valid file and names the file and the field of an invalid one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    const file = path.join(dir, 'set.json');
    const schema = z.strictObject({ title: z.string() });
    writeFileSync(file, JSON.stringify({ title: 'Duas for the morning' }));
    expect(readContentJson(file, schema)).toEqual({ title: 'Duas for the morning' });
    writeFileSync(file, JSON.stringify({ title: 3 }));
    expect(() => readContentJson(file, schema)).toThrow(new RegExp(`Invalid content ${file}[\\s\\S]*title`));
    writeFileSync(file, '{ not json');
    expect(() => readContentJson(file, schema)).toThrow(`Cannot read content ${file}`);
  });

  it('finds files under content/ and freezes what it loaded', () => {
    expect(contentPath('prayer-lessons', 'structure.json')).toMatch(
      /content[/\\]prayer-lessons[/\\]structure\.json$/,
    );
    const loaded = deepFreeze({ steps: [{ name: 'takbir' }] });
    expect(Object.isFrozen(loaded.steps[0])).toBe(true);
  });
});
