// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LESSON_LANGUAGES,
  LESSON_LEVELS,
  PRAYER_RAKAHS,
  TRADITIONS,
  prayerInstructionsResponseSchema,
  prayerLessonSchema,
  prayerTeachingResponseSchema,
  type LessonStep,
  type PrayerLesson,
} from '@/contracts/prayer-lessons';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import {
  allLessons,
  getLesson,
  toInstructionsResponse,
  toTeachingResponse,
} from '@/server/features/prayer-learning/content';

// The dataset, read here independently of the loader, to compare the Quran text against it (decision 017).
const quranDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('quran-json/package.json')),
  'dist',
  'chapters',
);
interface Verse {
  id: number;
  text: string;
  transliteration: string;
  translation?: string;
}
const chapter = (surah: number, language?: string): { verses: Verse[] } =>
  JSON.parse(readFileSync(path.join(quranDir, ...(language ? [language] : []), `${surah}.json`), 'utf8'));

const lessons = allLessons();
const bySteps = (lesson: PrayerLesson, name: string) => lesson.steps.filter((s) => s.name === name);
const inRakah = (lesson: PrayerLesson, rakah: number) => lesson.steps.filter((s) => s.rakah === rakah);
const rakahNumbers = (lesson: PrayerLesson) => [
  ...new Set(lesson.steps.flatMap((s) => (s.rakah === null ? [] : [s.rakah]))),
];
const describeLesson = (l: PrayerLesson) => `${l.tradition} ${l.prayerType} level ${l.level}`;

const ARABIC_LETTER = /[\u0621-\u063A\u0641-\u064A\u0671-\u06D3]/;
const HARAKA = /[\u064B-\u0652]/;
const HARAKAT = /[\u064B-\u0652]/g;
/** Uthmani script also marks sukun and small letters with Quranic annotation signs. */
const QURAN_MARK = /[\u064B-\u0652\u0670\u06D6-\u06ED]/;

function arabicWords(text: string): string[] {
  return text.split(/[\s،,.]+/).filter((word) => ARABIC_LETTER.test(word));
}

describe('prayer lessons: completeness', () => {
  it('has every prayer x tradition x level: 30 lessons that satisfy the contract', () => {
    expect(lessons).toHaveLength(30);
    for (const prayerType of MAIN_PRAYERS) {
      for (const tradition of TRADITIONS) {
        for (const level of LESSON_LEVELS) {
          const lesson = getLesson(prayerType, tradition, level);
          expect(lesson.prayerType).toBe(prayerType);
          expect(lesson.tradition).toBe(tradition);
          expect(lesson.level).toBe(level);
          expect(prayerLessonSchema.safeParse(lesson).success).toBe(true);
        }
      }
    }
    const keys = new Set(lessons.map((l) => `${l.prayerType}/${l.tradition}/${l.level}`));
    expect(keys.size).toBe(30);
  });

  it("has the rak'ahs, each with one ruku and two prostrations", () => {
    expect(PRAYER_RAKAHS).toEqual({ fajr: 2, dhuhr: 4, asr: 4, maghrib: 3, isha: 4 });
    for (const lesson of lessons) {
      const n = PRAYER_RAKAHS[lesson.prayerType];
      expect(lesson.rakahs, describeLesson(lesson)).toBe(n);
      expect(rakahNumbers(lesson), describeLesson(lesson)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
      for (let r = 1; r <= n; r++) {
        const steps = inRakah(lesson, r);
        expect(
          steps.filter((s) => s.name === 'ruku'),
          `${describeLesson(lesson)} r${r}`,
        ).toHaveLength(1);
        expect(
          steps.filter((s) => s.name === 'sujud'),
          `${describeLesson(lesson)} r${r}`,
        ).toHaveLength(2);
        expect(
          steps.filter((s) => s.name === 'jalsa'),
          `${describeLesson(lesson)} r${r}`,
        ).toHaveLength(1);
        expect(steps[0]!.name, `${describeLesson(lesson)} r${r} opens`).toBe(
          r === 1 ? 'takbir' : 'qiyam-rise',
        );
      }
      // Steps run in order: the preparation, then rak'ah 1, 2, ...
      const order = lesson.steps.map((s) => s.rakah ?? 0);
      expect(order, describeLesson(lesson)).toEqual([...order].sort((a, b) => a - b));
      // Ruku comes before the prostrations of its rak'ah.
      for (let r = 1; r <= n; r++) {
        const names = inRakah(lesson, r).map((s) => s.name);
        expect(names.indexOf('ruku')).toBeLessThan(names.indexOf('sujud'));
      }
    }
  });

  it("sits for tashahhud after the second rak'ah and in the last, and ends with the salam", () => {
    for (const lesson of lessons) {
      const n = lesson.rakahs;
      const tashahhud = bySteps(lesson, 'tashahhud').map((s) => s.rakah);
      expect(tashahhud, describeLesson(lesson)).toEqual(n === 2 ? [2] : [2, n]);
      expect(lesson.steps.at(-1)!.name, describeLesson(lesson)).toBe('salam');
      expect(bySteps(lesson, 'salam')).toHaveLength(1);
    }
  });

  it("recites al-Fatiha in every rak'ah (Shia: al-Fatiha in the first two, tasbihat al-arba'a after)", () => {
    for (const lesson of lessons) {
      for (let r = 1; r <= lesson.rakahs; r++) {
        const steps = inRakah(lesson, r);
        const fatiha = steps.filter((s) => s.quran?.surah === 1);
        if (lesson.tradition === 'sunni' || r <= 2) {
          expect(fatiha, `${describeLesson(lesson)} r${r}`).toHaveLength(1);
          expect(fatiha[0]!.name).toBe('qiyam-fatiha');
        } else {
          expect(fatiha, `${describeLesson(lesson)} r${r}`).toHaveLength(0);
          const tasbihat = steps.filter((s) => s.name === 'qiyam-tasbihat');
          expect(tasbihat, `${describeLesson(lesson)} r${r}`).toHaveLength(1);
          expect(tasbihat[0]!.instruction.en).toMatch(/al-Fatiha/); // al-Fatiha alone is the allowed alternative
        }
        // A surah after al-Fatiha only in the first two rak'ahs.
        expect(
          steps.some((s) => s.name === 'qiyam-surah'),
          `${describeLesson(lesson)} r${r}`,
        ).toBe(r <= 2);
      }
    }
  });

  it('has no empty field: titles, instructions and references in every lesson language, positive durations, unique ids', () => {
    for (const lesson of lessons) {
      expect(new Set(lesson.steps.map((s) => s.id)).size, describeLesson(lesson)).toBe(lesson.steps.length);
      for (const step of lesson.steps) {
        const where = `${describeLesson(lesson)} ${step.id}`;
        for (const language of LESSON_LANGUAGES) {
          expect(step.title[language].trim(), `${where} title.${language}`).not.toBe('');
          expect(step.instruction[language].trim(), `${where} instruction.${language}`).not.toBe('');
          expect(step.title[language], `${where} title.${language}`).not.toMatch(/\{[a-z]+\}/);
          expect(step.instruction[language], `${where} instruction.${language}`).not.toMatch(/\{[a-z]+\}/);
          // Every language but Arabic has the meaning; Arabic has it for a written dhikr, not for the Quran.
          if (step.recitation && (language !== 'ar' || !step.quran))
            expect(step.recitation.translation[language]?.trim(), `${where} ${language}`).not.toBe('');
          const reference = step.recitation?.source ?? step.source;
          if (reference) expect(reference[language].trim(), `${where} ${language}`).not.toBe('');
        }
        // The Arabic and Urdu texts are written in Arabic script.
        expect(step.instruction.ar, where).toMatch(ARABIC_LETTER);
        expect(step.instruction.ur, where).toMatch(ARABIC_LETTER);
        expect(Number.isInteger(step.durationMs) && step.durationMs > 0, where).toBe(true);
        if (step.recitation) expect(step.recitation.transliteration.trim(), where).not.toBe('');
      }
    }
  });

  it("names its sources, crediting quran-json and each tradition's references", () => {
    for (const lesson of lessons) {
      expect(lesson.sources.length).toBeGreaterThan(0);
      const all = lesson.sources.join('\n');
      expect(all).toMatch(/quran-json/);
      expect(all).toMatch(/CC BY-SA 4\.0/);
      expect(all).toMatch(lesson.tradition === 'sunni' ? /Sahih al-Bukhari/ : /Sistani/);
    }
  });

  it('gives the posture the step name implies', () => {
    const expected: Record<string, string> = {
      ruku: 'ruku',
      sujud: 'sujud',
      jalsa: 'sitting',
      tashahhud: 'sitting',
      salam: 'sitting',
      takbir: 'standing',
      'qiyam-fatiha': 'standing',
      qunut: 'standing',
    };
    for (const lesson of lessons) {
      for (const step of lesson.steps) {
        if (step.name.startsWith('wudu')) expect(step.posture).toBe('preparation');
        if (expected[step.name])
          expect(step.posture, `${describeLesson(lesson)} ${step.id}`).toBe(expected[step.name]);
      }
    }
  });
});

describe('prayer lessons: Arabic and the Quran', () => {
  const steps = lessons.flatMap((lesson) => lesson.steps.map((step) => ({ lesson, step })));
  const written = steps.filter(({ step }) => step.recitation && !step.quran);
  const quranic = steps.filter(({ step }) => step.quran);

  it('writes every non-Quran recitation in fully vowelled Arabic', () => {
    expect(written.length).toBeGreaterThan(0);
    for (const { lesson, step } of written) {
      const where = `${describeLesson(lesson)} ${step.id}`;
      const arabic = step.recitation!.arabic;
      const words = arabicWords(arabic);
      expect(words.length, where).toBeGreaterThan(0);
      for (const word of words) expect(word, `${where}: "${word}" carries no haraka`).toMatch(HARAKA);
      const letters = [...arabic].filter((c) => ARABIC_LETTER.test(c)).length;
      const harakat = arabic.match(HARAKAT)?.length ?? 0;
      expect(harakat / letters, `${where}: diacritic density`).toBeGreaterThanOrEqual(0.4);
    }
  });

  it("stores the Quran by reference and fills it with quran-json's exact text and translations", () => {
    expect(quranic.length).toBeGreaterThan(0);
    const basmala = chapter(1).verses[0]!;
    for (const { lesson, step } of quranic) {
      const ref = step.quran!;
      const where = `${describeLesson(lesson)} ${step.id} (${ref.surah}:${ref.fromAyah}-${ref.toAyah})`;
      const verses = chapter(ref.surah).verses.filter((v) => v.id >= ref.fromAyah && v.id <= ref.toAyah);
      expect(verses, where).toHaveLength(ref.toAyah - ref.fromAyah + 1);
      let arabic = verses.map((v) => v.text).join(' ');
      if (ref.fromWord !== undefined || ref.toWord !== undefined) {
        const from = (ref.fromWord ?? 1) - 1;
        arabic = arabic.split(' ').slice(from, ref.toWord).join(' ');
      }
      if (ref.basmala) arabic = `${basmala.text} ${arabic}`;
      expect(step.recitation!.arabic, where).toBe(arabic);
      expect(step.recitation!.source.en, where).toMatch(new RegExp(`^Quran ${ref.surah}:${ref.fromAyah}`));
      expect(step.recitation!.source.ar, where).toMatch(
        new RegExp(`^القرآن الكريم ${ref.surah}:${ref.fromAyah}`),
      );
      for (const word of arabicWords(step.recitation!.arabic)) expect(word, where).toMatch(QURAN_MARK);
      // Translations come from the dataset too (a part of a verse carries its own, checked elsewhere):
      // the Urdu lesson shows the dataset's Urdu translation, the Turkish lesson its Turkish one.
      if (!ref.translation) {
        for (const language of ['en', 'ur', 'tr', 'fr', 'id'] as const) {
          const translated = chapter(ref.surah, language).verses.filter(
            (v) => v.id >= ref.fromAyah && v.id <= ref.toAyah,
          );
          const basmalaTranslation = chapter(1, language).verses[0]!.translation!.trim();
          const expected = [
            ...(ref.basmala ? [basmalaTranslation] : []),
            ...translated.map((v) => v.translation!.trim()),
          ];
          let rest = step.recitation!.translation[language]!;
          for (const verse of expected) {
            expect(rest.startsWith(verse), `${where} ${language}: "${verse}" next in "${rest}"`).toBe(true);
            rest = rest.slice(verse.length).replace(/^[.\u06D4]?\s*/, '');
          }
          expect(rest, `${where} ${language}: nothing but the dataset's verses`).toBe('');
        }
        // An Arabic lesson shows the Quran's own words, never an English translation of them.
        expect(step.recitation!.translation.ar, where).toBeUndefined();
      } else {
        expect(step.recitation!.translation).toEqual(ref.translation);
      }
    }
  });

  it('transliterates every taught passage readably, verse by verse and word by word as the Arabic', () => {
    const file = JSON.parse(
      readFileSync(path.join(process.cwd(), 'content/prayer-lessons/transliteration.json'), 'utf8'),
    ) as { scheme: string; source: string; surahs: Record<string, Record<string, string>> };
    expect(file.scheme).toMatch(/ʿayn/);
    expect(file.source).toMatch(/quran-json/);
    const words = (text: string) => text.trim().split(/\s+/);
    const taught = new Set<string>();
    for (const { lesson, step } of quranic) {
      const ref = step.quran!;
      const where = `${describeLesson(lesson)} ${step.id}`;
      const ayahs = [
        ...(ref.basmala ? [[1, 1] as const] : []),
        ...Array.from(
          { length: ref.toAyah - ref.fromAyah + 1 },
          (_, i) => [ref.surah, ref.fromAyah + i] as const,
        ),
      ];
      let expected: string[] = [];
      for (const [surah, ayah] of ayahs) {
        taught.add(`${surah}:${ayah}`);
        const latin = file.surahs[surah]?.[ayah];
        expect(latin, `${where}: ${surah}:${ayah} has a readable transliteration`).toBeDefined();
        const verse = chapter(surah).verses.find((v) => v.id === ayah)!;
        expect(words(latin!), `${where}: ${surah}:${ayah} word for word`).toHaveLength(
          words(verse.text).length,
        );
        // Not the dataset's scheme ('alrrahmani alrraheemi').
        expect(latin, `${surah}:${ayah}`).not.toBe(verse.transliteration);
        expect(latin, `${surah}:${ayah}`).not.toMatch(/AA|lrr|ee|oo/);
        const verseWords = words(latin!);
        expected.push(
          ...(surah === ref.surah && ayah === ref.fromAyah && (ref.fromWord ?? ref.toWord) !== undefined
            ? verseWords.slice((ref.fromWord ?? 1) - 1, ref.toWord)
            : verseWords),
        );
      }
      expected = expected.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w));
      expect(step.recitation!.transliteration, where).toBe(expected.join(' '));
    }
    // Every verse of the file is taught (nothing unreviewed lingers), e.g. 1:1-7, 97, 108, 112, 2:201.
    const inFile = Object.entries(file.surahs).flatMap(([s, vs]) => Object.keys(vs).map((a) => `${s}:${a}`));
    expect(new Set(inFile)).toEqual(taught);
  });

  it('types no Quran verse by hand in the written recitations', () => {
    const normalize = (text: string) =>
      text
        .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
        .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
        .replace(/\s+/g, ' ')
        .trim();
    const verses = [1, 97, 108, 112].flatMap((surah) => chapter(surah).verses.map((v) => normalize(v.text)));
    for (const { step } of written) {
      const text = normalize(step.recitation!.arabic);
      for (const verse of verses) if (verse.length > 12) expect(text.includes(verse), verse).toBe(false);
    }
  });
});

describe('prayer lessons: the traditions differ where they should', () => {
  const sunni = lessons.filter((l) => l.tradition === 'sunni');
  const shia = lessons.filter((l) => l.tradition === 'shia');
  const texts = (step: LessonStep) =>
    [...Object.values(step.title), ...Object.values(step.instruction)].join(' ');

  it("Shia: qunut in the second rak'ah of every prayer, after the surah and before ruku", () => {
    expect(shia).toHaveLength(15);
    for (const lesson of shia) {
      const qunut = bySteps(lesson, 'qunut');
      expect(qunut, describeLesson(lesson)).toHaveLength(1);
      expect(qunut[0]!.rakah).toBe(2);
      expect(qunut[0]!.optional).toBe(false);
      const names = inRakah(lesson, 2).map((s) => s.name);
      expect(names.indexOf('qiyam-surah')).toBeLessThan(names.indexOf('qunut'));
      expect(names.indexOf('qunut')).toBeLessThan(names.indexOf('ruku'));
    }
  });

  it("Shia: tasbihat al-arba'a in the 3rd/4th rak'ahs of dhuhr, asr, isha and the 3rd of maghrib", () => {
    for (const lesson of shia) {
      const rakahs = bySteps(lesson, 'qiyam-tasbihat').map((s) => s.rakah);
      expect(rakahs, describeLesson(lesson)).toEqual(
        { fajr: [], dhuhr: [3, 4], asr: [3, 4], maghrib: [3], isha: [3, 4] }[lesson.prayerType],
      );
      for (const step of bySteps(lesson, 'qiyam-tasbihat')) {
        expect(step.recitation!.arabic).toBe('سُبْحَانَ اللَّهِ وَالْحَمْدُ لِلَّهِ وَلَا إِلَهَ إِلَّا اللَّهُ وَاللَّهُ أَكْبَرُ');
        expect(step.recitation!.source.en).toMatch(/Sistani/);
      }
    }
  });

  it("Shia: no amin, no folded hands, prostration on a turbah, the Ja'fari dhikr, tashahhud and three salams", () => {
    for (const lesson of shia) {
      const where = describeLesson(lesson);
      expect(bySteps(lesson, 'qiyam-amin'), where).toHaveLength(0);
      expect(bySteps(lesson, 'qiyam-thana'), where).toHaveLength(0);
      expect(bySteps(lesson, 'salawat'), where).toHaveLength(0);
      for (const step of lesson.steps)
        expect(step.recitation?.arabic ?? '', `${where} ${step.id}`).not.toContain('آمِين');
      expect(bySteps(lesson, 'takbir')[0]!.instruction.en).toMatch(/at your sides.*not folded/);
      expect(bySteps(lesson, 'takbir')[0]!.instruction.en).not.toMatch(/right hand over/);
      expect(bySteps(lesson, 'sujud')[0]!.instruction.en).toMatch(/turbah/);
      for (const step of bySteps(lesson, 'ruku')) expect(step.recitation!.arabic).toContain('وَبِحَمْدِهِ');
      for (const step of bySteps(lesson, 'sujud')) expect(step.recitation!.arabic).toContain('وَبِحَمْدِهِ');
      for (const step of bySteps(lesson, 'jalsa')) {
        expect(step.recitation!.arabic).toBe('أَسْتَغْفِرُ اللَّهَ رَبِّي وَأَتُوبُ إِلَيْهِ');
        expect(step.instruction.en).toMatch(/'Allahu akbar'.*'Allahu akbar'/); // the takbirs around it
      }
      for (const step of bySteps(lesson, 'tashahhud')) {
        expect(step.recitation!.arabic).toContain('وَحْدَهُ لَا شَرِيكَ لَهُ');
        expect(step.recitation!.arabic).toContain('اللَّهُمَّ صَلِّ عَلَى مُحَمَّدٍ وَآلِ مُحَمَّدٍ');
      }
      const salam = bySteps(lesson, 'salam')[0]!.recitation!.arabic;
      expect(salam.match(/السَّلَامُ/g)).toHaveLength(3);
      expect(salam).toMatch(/^السَّلَامُ عَلَيْكَ أَيُّهَا النَّبِيُّ/);
      expect(salam).toMatch(/السَّلَامُ عَلَيْكُمْ وَرَحْمَةُ اللَّهِ وَبَرَكَاتُهُ$/);
      // The surahs of the first two rak'ahs begin with their basmala.
      for (const step of bySteps(lesson, 'qiyam-surah')) expect(step.quran!.basmala).toBe(true);
    }
  });

  it("Sunni: hands folded, amin after al-Fatiha, no Shia-only element, qunut only in Fajr (optional, Shafi'i)", () => {
    expect(sunni).toHaveLength(15);
    for (const lesson of sunni) {
      const where = describeLesson(lesson);
      expect(bySteps(lesson, 'takbir')[0]!.instruction.en).toMatch(/right hand over the left/);
      expect(bySteps(lesson, 'qiyam-tasbihat'), where).toHaveLength(0);
      for (const step of lesson.steps)
        expect(texts(step), `${where} ${step.id}`).not.toMatch(/turbah|turba\b|تربت|التربة/i);
      // 'Amin' follows every al-Fatiha.
      const names = lesson.steps.map((s) => s.name);
      names.forEach((name, i) => {
        if (name === 'qiyam-fatiha') expect(names[i + 1], where).toBe('qiyam-amin');
      });
      const qunut = bySteps(lesson, 'qunut');
      if (lesson.prayerType === 'fajr') {
        expect(qunut, where).toHaveLength(1);
        expect(qunut[0]!.rakah).toBe(2);
        expect(qunut[0]!.optional).toBe(true);
        expect(qunut[0]!.instruction.en).toMatch(/Shafi'i/);
        const second = inRakah(lesson, 2).map((s) => s.name);
        expect(second.indexOf('qawma')).toBeLessThan(second.indexOf('qunut'));
        expect(second.indexOf('qunut')).toBeLessThan(second.indexOf('sujud'));
      } else {
        expect(qunut, where).toHaveLength(0);
      }
      for (const step of bySteps(lesson, 'tashahhud')) {
        expect(step.recitation!.arabic).toMatch(/^التَّحِيَّاتُ لِلَّهِ/);
        expect(step.recitation!.source.en).toMatch(/Sahih al-Bukhari 831/);
      }
      expect(bySteps(lesson, 'salawat')).toHaveLength(1);
      expect(bySteps(lesson, 'salam')[0]!.recitation!.arabic).toBe('السَّلَامُ عَلَيْكُمْ وَرَحْمَةُ اللَّهِ');
      expect(bySteps(lesson, 'salam')[0]!.instruction.en).toMatch(/right.*left/);
    }
  });

  it("Sunni: the third and fourth rak'ahs recite al-Fatiha only", () => {
    for (const lesson of sunni) {
      for (let r = 3; r <= lesson.rakahs; r++) {
        const names = inRakah(lesson, r).map((s) => s.name);
        expect(names, `${describeLesson(lesson)} r${r}`).toContain('qiyam-fatiha');
        expect(names, `${describeLesson(lesson)} r${r}`).not.toContain('qiyam-surah');
        const fatiha = inRakah(lesson, r).find((s) => s.name === 'qiyam-fatiha')!;
        expect(fatiha.instruction.en).toMatch(/al-Fatiha only, quietly/);
      }
    }
  });
});

describe('prayer lessons: levels and ablution', () => {
  it('starts beginner lessons with wudu, which the other levels leave out', () => {
    for (const lesson of allLessons()) {
      const wudu = lesson.steps.filter((s) => s.name.startsWith('wudu'));
      if (lesson.level === 1) {
        expect(lesson.steps[0]!.name, describeLesson(lesson)).toBe('wudu');
        expect(wudu.every((s) => s.rakah === null && s.posture === 'preparation')).toBe(true);
        expect(bySteps(lesson, 'niyyah')).toHaveLength(1);
      } else {
        expect(wudu, describeLesson(lesson)).toHaveLength(0);
      }
    }
  });

  it("teaches Sunni wudu with washed feet and Ja'fari wudu with wiped feet and head, arms from the elbow down", () => {
    for (const prayerType of MAIN_PRAYERS) {
      const sunni = getLesson(prayerType, 'sunni', 1);
      const shia = getLesson(prayerType, 'shia', 1);
      expect(bySteps(sunni, 'wudu-feet')[0]!.instruction.en).toMatch(/Wash the right foot.*feet are washed/);
      expect(bySteps(sunni, 'wudu-arms')[0]!.instruction.en).toMatch(
        /fingertips up to and including the elbow/,
      );
      expect(bySteps(shia, 'wudu-feet')[0]!.instruction.en).toMatch(
        /wipe the top of the right foot.*feet are wiped, not washed/,
      );
      expect(bySteps(shia, 'wudu-head')[0]!.instruction.en).toMatch(/moisture remaining/);
      expect(bySteps(shia, 'wudu-arms')[0]!.instruction.en).toMatch(/from the elbow down/);
      expect(bySteps(shia, 'wudu-arms')[0]!.instruction.ur).toMatch(/کہنی سے/);
      expect(bySteps(shia, 'wudu-feet')[0]!.title.ur).toMatch(/مسح/);
      expect(bySteps(sunni, 'wudu-feet')[0]!.title.ur).toMatch(/دھونا/);
    }
  });

  it('gives fewer steps and shorter instructions as the level rises', () => {
    for (const prayerType of MAIN_PRAYERS) {
      for (const tradition of TRADITIONS) {
        const [beginner, intermediate, advanced] = LESSON_LEVELS.map((level) =>
          getLesson(prayerType, tradition, level),
        );
        expect(beginner!.steps.length).toBeGreaterThan(intermediate!.steps.length);
        expect(intermediate!.steps.length).toBeGreaterThanOrEqual(advanced!.steps.length);
        const length = (lesson: PrayerLesson, name: string) =>
          bySteps(lesson, name)[0]!.instruction.en.length;
        for (const name of ['takbir', 'ruku', 'sujud', 'salam']) {
          expect(length(beginner!, name)).toBeGreaterThan(length(intermediate!, name));
          expect(length(intermediate!, name)).toBeGreaterThan(length(advanced!, name));
        }
      }
    }
  });
});

describe('prayer lessons: every interface language (decision 025)', () => {
  const LATIN = /[A-Za-z]/;
  it('falls back to English in no language: every step is written in the lesson language', () => {
    for (const lesson of lessons) {
      for (const language of LESSON_LANGUAGES.filter((l) => l !== 'en')) {
        const response = toTeachingResponse(lesson, language);
        const english = toTeachingResponse(lesson, 'en');
        response.prayerSteps.forEach((step, i) => {
          const where = `${describeLesson(lesson)} ${language} step ${i + 1}`;
          expect(step.instruction, where).not.toBe(english.prayerSteps[i]!.instruction);
          if (step.translation) expect(step.translation, where).not.toBe(english.prayerSteps[i]!.translation);
          if (language === 'tr' && step.reference)
            expect(step.reference, where).not.toBe(english.prayerSteps[i]!.reference);
        });
      }
    }
  });

  it('shows no Latin script in an Arabic or Urdu lesson: no English translation, transliteration or reference label', () => {
    for (const lesson of lessons) {
      for (const language of ['ar', 'ur'] as const) {
        for (const step of toTeachingResponse(lesson, language).prayerSteps) {
          const where = `${describeLesson(lesson)} ${language} ${step.step}`;
          for (const field of ['title', 'instruction', 'translation', 'reference'] as const)
            expect(step[field], `${where} ${field}`).not.toMatch(LATIN);
          if (language === 'ar') expect(step.transliteration, where).toBe('');
        }
      }
    }
  });

  it('uses the Turkish names of the surahs from the dataset in the Turkish lesson', () => {
    const titles = toTeachingResponse(getLesson('fajr', 'sunni', 2), 'tr').prayerSteps.map((s) => s.title);
    expect(titles).toContain('Kısa bir sure okuyun: Kevser');
    expect(titles).toContain('Kısa bir sure okuyun: İhlâs');
  });
});

describe('prayer lessons: responses', () => {
  it('answers the teaching response in the requested language', () => {
    const lesson = getLesson('fajr', 'sunni', 2);
    const fr = toTeachingResponse(lesson, 'fr');
    expect(prayerTeachingResponseSchema.safeParse(fr).success).toBe(true);
    expect(fr).toMatchObject({ prayerType: 'fajr', tradition: 'sunni', level: 2, language: 'fr' });
    expect(fr.prayerSteps).toHaveLength(lesson.steps.length);
    expect(fr.prayerSteps.every((s) => s.audioUrl === '' && s.duration > 0)).toBe(true);
    const fatiha = fr.prayerSteps.find((s) => s.step === 'qiyam-fatiha')!;
    expect(fatiha.reference).toBe('Coran 1:1-7');
    expect(fatiha.translation).toContain(chapter(1, 'fr').verses[1]!.translation!);
    expect(fatiha.instruction).toBe(lesson.steps.find((s) => s.name === 'qiyam-fatiha')!.instruction.fr);
    const ruku = fr.prayerSteps.find((s) => s.step === 'ruku')!;
    expect(ruku).toMatchObject({ arabicText: 'سُبْحَانَ رَبِّيَ الْعَظِيمِ', posture: 'ruku', rakah: 1 });
    expect(ruku.reference).toMatch(/Sahih Muslim 772/);
    expect(fr.sources.length).toBeGreaterThan(0);

    const ar = toTeachingResponse(getLesson('isha', 'shia', 3), 'ar');
    const arFatiha = ar.prayerSteps.find((s) => s.step === 'qiyam-fatiha')!;
    expect(arFatiha).toMatchObject({
      translation: '',
      transliteration: '',
      reference: 'القرآن الكريم 1:1-7',
    });
    expect(ar.prayerSteps.find((s) => s.step === 'takbir')!.title).toBe('تكبيرة الإحرام');
  });

  it("answers the coach panel's instructions with titles, instructions, Arabic and transliteration", () => {
    const lesson = getLesson('maghrib', 'shia', 1);
    const response = toInstructionsResponse(lesson, 'ur');
    expect(prayerInstructionsResponseSchema.safeParse(response).success).toBe(true);
    expect(response.prayerSteps).toHaveLength(lesson.steps.length);
    expect(response.prayerSteps[0]!.step).toBe(lesson.steps[0]!.title.ur);
    const qunut = response.prayerSteps[lesson.steps.findIndex((s) => s.name === 'qunut')]!;
    expect(qunut.arabic.startsWith(chapter(2).verses[200]!.text.split(' ')[3]!)).toBe(true);
    expect(qunut.transliteration).toMatch(/^Rabbanā ātinā fi d-dunyā/);
  });

  it('loads once and hands out the same read-only lesson', () => {
    const lesson = getLesson('asr', 'shia', 2);
    expect(getLesson('asr', 'shia', 2)).toBe(lesson);
    expect(Object.isFrozen(lesson)).toBe(true);
    expect(Object.isFrozen(lesson.steps[0]!.title)).toBe(true);
  });
});
