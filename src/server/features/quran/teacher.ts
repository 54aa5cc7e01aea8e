import type { QuranLanguage } from '@/contracts/quran';
import type { ChatMessage } from '../../platform/ports/ai';
import { type ContextNote, surahFacts, translationOf } from './content';
import type { VerseRow } from './repository';

interface Facts {
  name: string;
  arabicName: string;
  meaning: string | null;
  type: 'meccan' | 'medinan';
  totalVerses: number;
}

/** The offline teacher's sentences in each interface language. */
const OFFLINE: Record<
  QuranLanguage,
  {
    noVerse: string;
    verse: (v: VerseRow) => string;
    meaning: (t: string) => string;
    pronunciation: (p: string) => string;
    surah: (f: Facts) => string;
    context: (c: string, s: string) => string;
    limits: string;
  }
> = {
  en: {
    noVerse:
      'Select a verse and I will tell you what the dataset says about it: its meaning, its pronunciation and its surah.',
    verse: (v) => `${v.surahName} ${v.surahNumber}:${v.verseNumber}:`,
    meaning: (t) => `Meaning (Saheeh International): ${t}`,
    pronunciation: (p) => `Pronunciation guide: ${p}`,
    surah: (f) =>
      `Surah ${f.name} (${f.arabicName}${f.meaning ? `, "${f.meaning}"` : ''}) is a ${f.type === 'meccan' ? 'Meccan' : 'Medinan'} surah of ${f.totalVerses} verses.`,
    context: (c, s) => `Context: ${c} (${s})`,
    limits:
      'No AI provider is set up, so I can only share what Hidaya holds about this verse. For tafsir, rulings or tajweed questions, please ask a qualified teacher.',
  },
  ar: {
    noVerse: 'اختر آية وسأخبرك بما لدينا عنها: نطقها وسورتها.',
    verse: (v) => `${v.surahNumber}:${v.verseNumber}`,
    meaning: () => '',
    pronunciation: (p) => `دليل النطق (بالحروف اللاتينية): ${p}`,
    surah: (f) =>
      `سورة ${f.arabicName} سورة ${f.type === 'meccan' ? 'مكية' : 'مدنية'}، عدد آياتها ${f.totalVerses}.`,
    context: (c, s) => `السياق: ${c} (${s})`,
    limits:
      'لم يُضبط مزوّد ذكاء اصطناعي، لذا أستطيع أن أشارك فقط ما يحفظه هداية عن هذه الآية. لأسئلة التفسير أو الأحكام أو التجويد، يرجى سؤال معلّم مؤهَّل.',
  },
  ur: {
    noVerse: 'کوئی آیت منتخب کریں، میں اس کے بارے میں ڈیٹا سیٹ کی معلومات بتاؤں گا: معنی، تلفظ اور سورت۔',
    verse: (v) => `${v.surahName} ${v.surahNumber}:${v.verseNumber}:`,
    meaning: (t) => `ترجمہ: ${t}`,
    pronunciation: (p) => `تلفظ کی رہنمائی: ${p}`,
    surah: (f) =>
      `سورۃ ${f.arabicName}${f.meaning ? ` (${f.meaning})` : ''} ایک ${f.type === 'meccan' ? 'مکی' : 'مدنی'} سورت ہے جس کی ${f.totalVerses} آیات ہیں۔`,
    context: (c, s) => `پس منظر: ${c} (${s})`,
    limits:
      'کوئی اے آئی فراہم کنندہ ترتیب نہیں دیا گیا، اس لیے میں صرف وہی بتا سکتا ہوں جو ہدایہ کے پاس اس آیت کے بارے میں ہے۔ تفسیر، احکام یا تجوید کے سوالات کسی مستند استاد سے پوچھیں۔',
  },
  tr: {
    noVerse: 'Bir ayet seçin; anlamını, okunuşunu ve suresini anlatayım.',
    verse: (v) => `${v.surahName} ${v.surahNumber}:${v.verseNumber}:`,
    meaning: (t) => `Anlamı: ${t}`,
    pronunciation: (p) => `Okunuş rehberi: ${p}`,
    surah: (f) =>
      `${f.name} suresi (${f.arabicName}${f.meaning ? `, "${f.meaning}"` : ''}) ${f.totalVerses} ayetlik ${f.type === 'meccan' ? 'Mekki' : 'Medeni'} bir suredir.`,
    context: (c, s) => `Bağlam: ${c} (${s})`,
    limits:
      'Yapay zeka sağlayıcısı ayarlanmadığı için yalnızca Hidaya’nın bu ayet hakkında bildiklerini paylaşabilirim. Tefsir, hüküm veya tecvit soruları için lütfen yetkin bir öğretmene danışın.',
  },
  fr: {
    noVerse:
      'Choisissez un verset et je vous dirai ce que le jeu de données en dit : son sens, sa prononciation et sa sourate.',
    verse: (v) => `${v.surahName} ${v.surahNumber}:${v.verseNumber} :`,
    meaning: (t) => `Sens : ${t}`,
    pronunciation: (p) => `Guide de prononciation : ${p}`,
    surah: (f) =>
      `La sourate ${f.name} (${f.arabicName}${f.meaning ? `, « ${f.meaning} »` : ''}) est une sourate ${f.type === 'meccan' ? 'mecquoise' : 'médinoise'} de ${f.totalVerses} versets.`,
    context: (c, s) => `Contexte : ${c} (${s})`,
    limits:
      "Aucun fournisseur d'IA n'est configuré : je ne peux partager que ce que Hidaya contient sur ce verset. Pour le tafsir, les règles ou le tajwid, demandez à un enseignant qualifié.",
  },
};

/**
 * The teacher without a provider (D12): what the dataset and the practice set say about the selected
 * verse (its translation, transliteration, surah facts and context note), and plainly what it cannot do.
 */
export function offlineTeacherAnswer(
  verse: VerseRow | null,
  language: QuranLanguage,
  note: ContextNote | null,
): string {
  const say = OFFLINE[language];
  if (!verse) return `${say.noVerse}\n\n${say.limits}`;
  const translation = translationOf(verse.surahNumber, verse.verseNumber, language);
  const lines = [
    say.verse(verse),
    verse.arabicText,
    translation ? say.meaning(translation) : '',
    verse.pronunciation ? say.pronunciation(verse.pronunciation) : '',
    say.surah(surahFacts(verse.surahNumber, language)),
    note ? say.context(note.context, note.source) : '',
    say.limits,
  ];
  return lines.filter((l) => l !== '').join('\n');
}

const LANGUAGE_NAMES: Record<QuranLanguage, string> = {
  en: 'English',
  ar: 'Arabic',
  ur: 'Urdu',
  tr: 'Turkish',
  fr: 'French',
};

/**
 * The teacher's instructions: the Quran, tajweed and the selected verse only; the verse text is given
 * from the dataset so the model quotes it instead of writing a verse from memory (D15, D17).
 */
export function teacherSystemPrompt(verse: VerseRow | null, language: QuranLanguage): string {
  const lines = [
    'You are the AI Quran teacher of Hidaya, an app where people practise reciting the Quran.',
    'You say that you are an AI when it matters. Keep to the Quran, its recitation (tajweed, makharij),',
    'memorisation and the meaning of the selected verse. Decline other topics politely.',
    'Never write a verse of the Quran from memory: quote only the Arabic given below, and name any other',
    'verse by its reference (surah:verse) without its text. Refer personal religious rulings to a',
    'qualified scholar. Be brief, warm and concrete.',
    `Answer in ${LANGUAGE_NAMES[language]}.`,
  ];
  if (verse) {
    const facts = surahFacts(verse.surahNumber, 'en');
    lines.push(
      '',
      `Selected verse: Quran ${verse.surahNumber}:${verse.verseNumber}, surah ${facts.name} (${facts.arabicName}), ${facts.type}, ${facts.totalVerses} verses.`,
      `Arabic (Tanzil Uthmani, quote exactly): ${verse.arabicText}`,
      `Transliteration: ${verse.pronunciation ?? ''}`,
      `Translation (Saheeh International): ${verse.englishTranslation}`,
    );
    if (verse.context) lines.push(`Context note: ${verse.context} (${verse.source ?? ''})`);
  }
  return lines.join('\n');
}

/** The last messages of the conversation as the provider's history (spec: the last 5). */
export function historyMessages(
  history: { role: 'user' | 'teacher'; content: string }[],
  keep: number,
): ChatMessage[] {
  return history
    .slice(-keep)
    .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
}
