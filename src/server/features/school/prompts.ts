import type { SchoolAgeGroup } from '@/contracts/school';
import { quranVerse } from '../../content/quran';
import type { ClassTurn } from './classroom';
import type { LessonPlan, LessonSegment } from './plan-schema';

/** How long a reply may be, by age band (decision 029): short for young children. */
export const REPLY_WORDS: Record<SchoolAgeGroup, number> = { '5-7': 40, '8-10': 60, '11-13': 80, mixed: 80 };

const TRADITIONS: Record<string, string> = {
  sunni: 'Sunni',
  shia: "Shia (Ja'fari)",
};

/** A segment as the AI teacher is told it: script, questions with their answers, verses and hadith with references. */
function describeSegment(segment: LessonSegment): string[] {
  const lines = [
    `"${segment.title}" (${segment.kind}, activity: ${segment.activityType}, about ${segment.minutes} minutes)`,
    'Script (what to teach, in this order):',
    ...segment.script.map((line, i) => `  ${i + 1}. ${line}`),
  ];
  if (segment.questions.length > 0) {
    lines.push('Questions (ask them exactly, one at a time):');
    for (const q of segment.questions)
      lines.push(`  - "${q.ask}" Right answers say: ${q.expected.join(', ')}. The answer: ${q.answer}`);
  }
  for (const ref of segment.verses) {
    const label = ref.from === ref.to ? `${ref.surah}:${ref.from}` : `${ref.surah}:${ref.from}-${ref.to}`;
    const text = [];
    for (let ayah = ref.from; ayah <= ref.to; ayah++)
      text.push(quranVerse(ref.surah, ayah, 'en')?.translation ?? '');
    lines.push(`Quran ${label} (say the reference when you quote it): ${text.join(' ')}`);
  }
  for (const h of segment.hadith)
    lines.push(`Hadith, ${h.collection} ${h.number} (say the reference when you use it): ${h.gist}`);
  return lines;
}

export interface TeacherPromptInput {
  plan: LessonPlan;
  /** The segment the class was in before this turn. */
  segment: number;
  turn: ClassTurn;
  name: string;
  ageGroup: SchoolAgeGroup;
  tradition: string;
}

/**
 * The AI teacher's instructions for one turn (decision 029): the lesson and the part of it the class
 * is in, the child's first name and age band, the tradition, and exactly what this reply must do, as
 * the class engine decided. The AI voices the turn; it never decides where the class goes.
 */
export function teacherSystemPrompt({
  plan,
  segment,
  turn,
  name,
  ageGroup,
  tradition,
}: TeacherPromptInput): string {
  const words = REPLY_WORDS[ageGroup];
  const lines = [
    `You are the kind, patient teacher of a weekend Islamic school class, speaking aloud to one child: ${name}, aged ${ageGroup} years. You speak English.`,
    `Reply in at most ${words} words, in short, simple sentences a child of ${ageGroup} understands. Spoken words only: no lists, no headings, no emojis, no markdown.`,
    `Teach the ${TRADITIONS[tradition] ?? tradition} tradition, only from the lesson below. Quote the Quran only with the verses given here and hadith only as given, always saying their reference. Never invent a verse, a hadith, a ruling or a story.`,
    'Stay on the lesson. If the child talks about something else, answer kindly in one sentence and come back to the lesson. Never ask for personal details (family name, address, school, photos), and never talk about anything unsafe or unkind.',
    'You do not decide when the class moves on: do exactly what "This turn" says, nothing more.',
    '',
    `Lesson: ${plan.title.en}. Aims: ${plan.objectives.join(' ')}`,
    '',
    'The part of the lesson the class is in:',
    ...describeSegment(plan.segments[segment]!),
  ];
  if (turn.entered !== null && turn.entered !== segment) {
    lines.push(
      '',
      'The part of the lesson this turn begins:',
      ...describeSegment(plan.segments[turn.entered]!),
    );
  }
  lines.push('', `This turn: ${turn.instruction.replace(/\.$/, '')}.`);
  return lines.join('\n');
}

/** What stands for the child's words when the turn has none (the class opening, a silence, a return). */
export function childWordsOf(message: string | null, kind: 'opening' | 'silence' | 'resume'): string {
  if (message) return message;
  if (kind === 'opening') return '(The child has just joined the class.)';
  if (kind === 'resume') return '(The child is back in the class.)';
  return '(The child has said nothing for a while.)';
}
