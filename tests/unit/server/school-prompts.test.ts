import { describe, expect, it } from 'vitest';
import { answerTurn, openingTurn } from '@/server/features/school/classroom';
import { loadLessonPlans } from '@/server/features/school/content';
import { teacherSystemPrompt } from '@/server/features/school/prompts';

const plan = loadLessonPlans().find((p) => p.slug === 'five-pillars-of-islam-5-7-sunni')!;

describe("the AI teacher's instructions", () => {
  it('name the child, the age band with its reply length, the tradition and the opening segment', () => {
    const prompt = teacherSystemPrompt({
      plan,
      segment: 0,
      turn: openingTurn(plan),
      name: 'Amina',
      ageGroup: '5-7',
      tradition: 'sunni',
    });
    expect(prompt).toContain('one child: Amina, aged 5-7 years');
    expect(prompt).toContain('Reply in at most 40 words');
    expect(prompt).toContain('Teach the Sunni tradition');
    expect(prompt).toContain(plan.segments[0]!.script[0]);
    expect(prompt).toMatch(/This turn: Greet the child warmly by name and open the lesson\. Then begin/);
  });

  it('give the segment a turn begins, with its verses from the dataset and the question to ask', () => {
    const turn = answerTurn(plan, { segment: 4, question: null, attempts: 0 }, 'I am back', 'Omar', 60);
    const prompt = teacherSystemPrompt({
      plan,
      segment: 4,
      turn,
      name: 'Omar',
      ageGroup: '11-13',
      tradition: 'shia',
    });
    expect(prompt).toContain('Reply in at most 80 words');
    expect(prompt).toContain("Teach the Shia (Ja'fari) tradition");
    expect(prompt).toContain('The part of the lesson this turn begins:');
    expect(prompt).toContain(
      'Quran 2:183 (say the reference when you quote it): O you who have believed, decreed upon you is fasting',
    );
    const question = plan.segments[5]!.questions[0]!;
    expect(prompt).toContain(`"${question.ask}" Right answers say: ${question.expected.join(', ')}`);
    expect(prompt).toContain(`finish by asking exactly: "${question.ask}"`);
  });

  it('give a hadith with its collection and number', () => {
    const turn = answerTurn(plan, { segment: 0, question: null, attempts: 0 }, 'hello', 'Amina', 5);
    const prompt = teacherSystemPrompt({
      plan,
      segment: 0,
      turn,
      name: 'Amina',
      ageGroup: '8-10',
      tradition: 'sunni',
    });
    expect(prompt).toContain('Reply in at most 60 words');
    expect(prompt).toMatch(/Hadith, Sahih al-Bukhari 8 \(say the reference when you use it\): /);
  });
});
