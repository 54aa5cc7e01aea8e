import { z } from 'zod';
import { CLASS_MINUTES } from '@/contracts/school';
import { contentPath, nonBlank, readContentJson } from '../../content/files';
import { quranVerse } from '../../content/quran';
import type { ClassProgressState } from '../../db/schema/school';
import type { LessonPlan, LessonSegment } from './plan-schema';

/**
 * The class as a state machine over a curated plan (decision 029): from where the class stands and
 * what the child said, what the built-in teacher says, where the class goes next, and what was
 * completed. The server, not the AI, decides progression; with a provider the AI only voices the turn
 * (`instruction` says what it must do), so a class cannot drift from its plan.
 */

const teacherLinesSchema = z.strictObject({
  source: nonBlank,
  acknowledge: z.array(nonBlank).min(1),
  notQuite: nonBlank,
  giveAnswer: nonBlank,
  noResponse: z.array(nonBlank).min(1),
  waiting: nonBlank,
  resume: nonBlank,
  keepKind: nonBlank,
  activityDone: nonBlank,
  badge: nonBlank,
  timeAlmostUp: nonBlank,
  classComplete: nonBlank,
  verse: nonBlank,
  hadith: nonBlank,
});
export type TeacherLines = z.infer<typeof teacherLinesSchema>;

let loadedLines: TeacherLines | undefined;
/** The built-in teacher's framing lines (content/school-plans/teacher-lines.json), read once. */
export function teacherLines(): TeacherLines {
  loadedLines ??= readContentJson(contentPath('school-plans', 'teacher-lines.json'), teacherLinesSchema);
  return loadedLines;
}

const fill = (line: string, values: Record<string, string | number>) =>
  line.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole)).trim();

/** Lower case, no diacritics or punctuation, single spaces: what answers are compared on. */
export function normaliseAnswer(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Affirmations (a true-or-false question's "true") that a negation in the answer turns round. */
const AFFIRMATIONS = new Set(['yes', 'true', 'right', 'correct']);
const NEGATION = / (not|no|never|false|wrong|isn t|isnt|don t|dont|doesn t|doesnt) /;

/**
 * Whether the child's answer says one of the expected words or phrases (whole words). An expected
 * "yes" or "true" is not matched by an answer that also says "not" or "no" ("that's not true").
 */
export function isExpectedAnswer(answer: string, expected: readonly string[]): boolean {
  const said = normaliseAnswer(answer);
  return expected.some((phrase) => {
    const wanted = normaliseAnswer(phrase);
    if (wanted.trim() === '' || !said.includes(wanted)) return false;
    return !(AFFIRMATIONS.has(wanted.trim()) && NEGATION.test(said));
  });
}

export interface CompletedActivity {
  segment: number;
  type: LessonSegment['activityType'];
  points: number;
  badge: string | null;
}

/** One turn of the class as the engine decides it. */
export interface ClassTurn {
  /** What the built-in teacher says. */
  reply: string;
  /** What the AI teacher must do in its reply, when a provider voices the turn. */
  instruction: string;
  state: ClassProgressState;
  /** The activity this turn completed, if any. */
  completed: CompletedActivity | null;
  /** The segment this turn entered, if it entered one (the classroom's new activity). */
  entered: number | null;
  classComplete: boolean;
}

/** What the teacher says when a segment starts: its script, its verses and hadith, its first question. */
function segmentOpening(segment: LessonSegment): string[] {
  const lines = teacherLines();
  const said = [...segment.script];
  for (const ref of segment.verses) {
    const verses = [];
    for (let ayah = ref.from; ayah <= ref.to; ayah++) verses.push(quranVerse(ref.surah, ayah, 'en'));
    const text = verses.map((v) => v?.translation ?? '').join(' ');
    const label = ref.from === ref.to ? `${ref.surah}:${ref.from}` : `${ref.surah}:${ref.from}-${ref.to}`;
    said.push(fill(lines.verse, { label, text }));
  }
  for (const hadith of segment.hadith) said.push(fill(lines.hadith, { ...hadith }));
  const first = segment.questions[0];
  if (first) said.push(first.ask);
  return said;
}

/** What the teacher is waiting for, said again (a no-response prompt, a resume). */
function waitingFor(plan: LessonPlan, state: ClassProgressState, name: string): string {
  const segment = plan.segments[state.segment]!;
  if (state.question !== null) return segment.questions[state.question]!.ask;
  return fill(teacherLines().waiting, { name });
}

const describe = (segment: LessonSegment) => `"${segment.title}" (${segment.kind})`;

/** The class's first turn: the welcome segment. */
export function openingTurn(plan: LessonPlan): ClassTurn {
  return enter(plan, 0, [], null, 'Greet the child warmly by name and open the lesson');
}

/**
 * Enters segment `index` (or completes the class after the last one), after `before` was said.
 * `minutesElapsed` past the class's length sends the class to its review.
 */
function enter(
  plan: LessonPlan,
  index: number,
  before: string[],
  completed: CompletedActivity | null,
  instruction: string,
  minutesElapsed = 0,
): ClassTurn {
  const lines = teacherLines();
  const review = plan.segments.length - 1;
  let next = index;
  const said = [...before];
  if (next < review && minutesElapsed >= CLASS_MINUTES) {
    next = review;
    said.push(lines.timeAlmostUp);
  }
  if (next > review) {
    return {
      reply: [...said, '{classComplete}'].join(' '),
      instruction: `${instruction}. The class is now complete: thank the child and say goodbye.`,
      state: { segment: review, question: null, attempts: 0 },
      completed,
      entered: null,
      classComplete: true,
    };
  }
  const segment = plan.segments[next]!;
  const opening = segmentOpening(segment);
  return {
    reply: [...said, ...opening].join(' '),
    instruction: `${instruction}. Then begin the segment ${describe(segment)}: tell its script in your own words at the child's level${
      segment.questions[0] ? `, and finish by asking exactly: "${segment.questions[0].ask}"` : ''
    }`,
    state: { segment: next, question: segment.questions.length > 0 ? 0 : null, attempts: 0 },
    completed,
    entered: next,
    classComplete: false,
  };
}

/** The segment is done: its activity (when it earns points) and the next segment. */
function completeSegment(
  plan: LessonPlan,
  state: ClassProgressState,
  before: string[],
  instruction: string,
  minutesElapsed: number,
): ClassTurn {
  const lines = teacherLines();
  const segment = plan.segments[state.segment]!;
  const said = [...before];
  let completed: CompletedActivity | null = null;
  if (segment.points > 0) {
    completed = {
      segment: state.segment,
      type: segment.activityType,
      points: segment.points,
      badge: segment.badge ?? null,
    };
    said.push(fill(lines.activityDone, { points: segment.points }));
    if (segment.badge) said.push(fill(lines.badge, { badge: segment.badge }));
  }
  return enter(plan, state.segment + 1, said, completed, instruction, minutesElapsed);
}

/** The child said something. */
export function answerTurn(
  plan: LessonPlan,
  state: ClassProgressState,
  message: string,
  name: string,
  minutesElapsed: number,
): ClassTurn {
  const lines = teacherLines();
  const segment = plan.segments[state.segment]!;
  if (state.question === null) {
    const thanks = fill(lines.acknowledge[state.segment % lines.acknowledge.length]!, { name });
    return completeSegment(
      plan,
      state,
      [thanks],
      'Respond kindly and briefly to what the child said',
      minutesElapsed,
    );
  }
  const question = segment.questions[state.question]!;
  const right = isExpectedAnswer(message, question.expected);
  if (!right && state.attempts === 0) {
    return {
      reply: fill(lines.notQuite, { name, hint: question.hint, repeat: question.ask }),
      instruction: `The answer is not right yet. Encourage the child, give this hint: "${question.hint}", and ask again: "${question.ask}"`,
      state: { ...state, attempts: 1 },
      completed: null,
      entered: null,
      classComplete: false,
    };
  }
  const said = right ? [question.praise] : [fill(lines.giveAnswer, { name, answer: question.answer })];
  const instruction = right
    ? `The answer is right: praise it ("${question.praise}")`
    : `The answer is still not right: kindly give the answer ("${question.answer}") without making the child feel bad`;
  const nextQuestion = state.question + 1;
  if (nextQuestion < segment.questions.length) {
    const ask = segment.questions[nextQuestion]!.ask;
    return {
      reply: [...said, ask].join(' '),
      instruction: `${instruction}. Then ask exactly: "${ask}"`,
      state: { segment: state.segment, question: nextQuestion, attempts: 0 },
      completed: null,
      entered: null,
      classComplete: false,
    };
  }
  return completeSegment(plan, state, said, instruction, minutesElapsed);
}

/** The child said nothing for a while: the `count`-th prompt in a row. */
export function silenceTurn(plan: LessonPlan, state: ClassProgressState, count: number, name: string): ClassTurn {
  const prompts = teacherLines().noResponse;
  const line = prompts[Math.min(Math.max(count, 1), prompts.length) - 1]!;
  const repeat = waitingFor(plan, state, name);
  return {
    reply: fill(line, { name, repeat }),
    instruction: `The child has not answered for a while. Gently check they are there and repeat: "${repeat}"`,
    state,
    completed: null,
    entered: null,
    classComplete: false,
  };
}

/** The class is taken up again after an interruption. */
export function resumeTurn(plan: LessonPlan, state: ClassProgressState, name: string): ClassTurn {
  const segment = plan.segments[state.segment]!;
  const repeat = waitingFor(plan, state, name);
  return {
    reply: fill(teacherLines().resume, { name, repeat }),
    instruction: `The child is back after an interruption in the segment ${describe(segment)}. Welcome them back and repeat: "${repeat}"`,
    state,
    completed: null,
    entered: null,
    classComplete: false,
  };
}

/** The child's message was flagged by moderation: back to the lesson, without repeating it. */
export function keepKindTurn(plan: LessonPlan, state: ClassProgressState, name: string): ClassTurn {
  return {
    reply: fill(teacherLines().keepKind, { name, repeat: waitingFor(plan, state, name) }),
    instruction: '',
    state,
    completed: null,
    entered: null,
    classComplete: false,
  };
}

/** The built-in teacher's words with the child's name (the closing line is filled here too). */
export function spoken(turn: ClassTurn, name: string): string {
  return fill(turn.reply.replace('{classComplete}', teacherLines().classComplete), { name });
}
