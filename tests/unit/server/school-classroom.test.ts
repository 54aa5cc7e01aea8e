import { describe, expect, it } from 'vitest';
import {
  answerTurn,
  isExpectedAnswer,
  openingTurn,
  resumeTurn,
  silenceTurn,
  spoken,
} from '@/server/features/school/classroom';
import { loadLessonPlans } from '@/server/features/school/content';

const plan = loadLessonPlans().find((p) => p.slug === 'five-pillars-of-islam-5-7-sunni')!;
const say = (turn: Parameters<typeof spoken>[0]) => spoken(turn, 'Amina');

describe('answers are checked against the expected words', () => {
  it('accepts a listed word anywhere in the answer, in any case, with punctuation or digits', () => {
    expect(isExpectedAnswer('I think it is FIVE!', ['five', '5'])).toBe(true);
    expect(isExpectedAnswer('5', ['five', '5'])).toBe(true);
    expect(isExpectedAnswer('In Ramaḍan', ['ramadan'])).toBe(true);
  });

  it('does not take a negated answer for an expected "true" or "yes"', () => {
    expect(isExpectedAnswer("That's not true", ['true'])).toBe(false);
    expect(isExpectedAnswer("no, it isn't right", ['right', 'yes'])).toBe(false);
    expect(isExpectedAnswer('true!', ['true'])).toBe(true);
    expect(isExpectedAnswer('not true', ['false', 'not true'])).toBe(true);
  });

  it('refuses words that only contain a listed one', () => {
    expect(isExpectedAnswer('fivefold', ['five'])).toBe(false);
    expect(isExpectedAnswer('', ['five'])).toBe(false);
  });
});

describe('the built-in teacher walks the plan', () => {
  it('opens with the welcome segment, waiting for the child', () => {
    const turn = openingTurn(plan);
    expect(say(turn)).toContain('Assalamu alaikum! I am so happy you are here today.');
    expect(turn.state).toEqual({ segment: 0, question: null, attempts: 0 });
    expect(turn.entered).toBe(0);
  });

  it('thanks the child, then tells the story with its hadith and its reference', () => {
    const turn = answerTurn(plan, openingTurn(plan).state, 'I like playing with my brother', 'Amina', 3);
    expect(say(turn)).toMatch(/^Thank you, Amina!/);
    expect(say(turn)).toContain('Once upon a time, a little girl called Maryam');
    expect(say(turn)).toContain('We learn this in Sahih al-Bukhari 8:');
    expect(turn.completed).toBeNull();
    expect(turn.state).toEqual({ segment: 1, question: null, attempts: 0 });
  });

  it('completes an activity with its points and badge, then asks the next segment\'s first question', () => {
    const turn = answerTurn(plan, { segment: 1, question: null, attempts: 0 }, 'that was nice', 'Amina', 20);
    expect(turn.completed).toEqual({ segment: 1, type: 'story', points: 10, badge: 'Story Listener' });
    expect(say(turn)).toContain('Great job! You earned 10 points!');
    expect(say(turn)).toContain('You earned a badge: Story Listener!');
    expect(say(turn)).toMatch(/How many pillars is Islam built on\?$/);
    expect(turn.state).toEqual({ segment: 2, question: 0, attempts: 0 });
  });

  it('praises a right answer and asks the next question', () => {
    const turn = answerTurn(plan, { segment: 2, question: 0, attempts: 0 }, 'five pillars', 'Amina', 30);
    expect(say(turn)).toBe(
      "Yes, five! Just like Maryam's shelter. How many times do Muslims pray every day?",
    );
    expect(turn.state).toEqual({ segment: 2, question: 1, attempts: 0 });
  });

  it('gives a hint for a wrong answer, then the answer kindly, and goes on', () => {
    const hinted = answerTurn(plan, { segment: 2, question: 0, attempts: 0 }, 'three', 'Amina', 30);
    expect(say(hinted)).toBe(
      "Not quite, Amina. Here is a little help: Count the pillars grandfather built: one, two, three... How many pillars is Islam built on?",
    );
    expect(hinted.state).toEqual({ segment: 2, question: 0, attempts: 1 });
    const answered = answerTurn(plan, hinted.state, 'seven', 'Amina', 31);
    expect(say(answered)).toMatch(/^That's okay, Amina, we are learning together. Islam is built on five pillars. How many times/);
    expect(answered.state).toEqual({ segment: 2, question: 1, attempts: 0 });
  });

  it('reads a verse from the Quran dataset with its reference', () => {
    const turn = answerTurn(plan, { segment: 4, question: null, attempts: 0 }, 'I am back', 'Amina', 60);
    expect(turn.entered).toBe(5);
    expect(say(turn)).toContain('Allah says in the Quran, 2:183: O you who have believed, decreed upon you is fasting');
  });

  it('prompts a silent child by name, repeating the question', () => {
    const state = { segment: 2, question: 1, attempts: 0 };
    expect(say(silenceTurn(plan, state, 1, 'Amina'))).toBe(
      'Are you still there, Amina? How many times do Muslims pray every day?',
    );
    expect(say(silenceTurn(plan, state, 5, 'Amina'))).toContain('just say ready');
    expect(silenceTurn(plan, state, 1, 'Amina').state).toEqual(state);
  });

  it('welcomes the child back where the class stood', () => {
    expect(say(resumeTurn(plan, { segment: 2, question: 1, attempts: 0 }, 'Amina'))).toBe(
      "Welcome back, Amina! Let's carry on where we stopped. How many times do Muslims pray every day?",
    );
  });

  it('goes to the review once the class time is over, and completes the class after it', () => {
    const late = answerTurn(plan, { segment: 1, question: null, attempts: 0 }, 'ok', 'Amina', 121);
    expect(late.entered).toBe(plan.segments.length - 1);
    expect(say(late)).toContain("We have almost finished our class time, so let's go to our review.");
    const last = answerTurn(plan, late.state, 'the shahada', 'Amina', 125);
    expect(last.classComplete).toBe(true);
    expect(last.completed).toMatchObject({ points: 20, badge: 'Five Pillars Star' });
    expect(say(last)).toMatch(/Our class is finished. You did so well today, Amina!/);
  });
});
