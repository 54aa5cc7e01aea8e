import { createRequire } from 'node:module';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreRecitation } from '@/contracts/quran-scoring';
import type { PronunciationFeedback } from '@/contracts/quran';
import { VerseWords } from '@/client/features/quran/components/verse-words';
import { renderWithProviders } from '../render';

const require = createRequire(import.meta.url);
const verse = (surah: number, ayah: number) =>
  (require(`quran-json/dist/chapters/${surah}.json`) as { verses: { text: string }[] }).verses[ayah - 1]!
    .text;

function feedbackFor(text: string, transcript: string): PronunciationFeedback {
  const score = scoreRecitation(text, transcript);
  return {
    ...score,
    feedback: '',
    suggestions: [],
    pronunciationTips: [],
    mistakes: score.mistakes.map((m) => ({ ...m, transliteration: null })),
    transcript,
    transcriptSource: 'browser',
  };
}

// Signed out: the providers ask who is signed in; nothing else is fetched.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"You must be signed in"}', { status: 401 })),
  );
});

describe('the verse word by word', () => {
  it('shows every word exactly as the dataset writes it, coloured by its result', async () => {
    const text = verse(1, 2);
    const transcript = text.split(' ').slice(0, 3).join(' ');
    renderWithProviders(
      <VerseWords
        arabicText={text}
        feedback={feedbackFor(text, transcript)}
        hidden={false}
        revealed={new Set()}
      />,
    );
    const words = await screen.findAllByTestId('verse-word');
    expect(words.map((w) => w.textContent)).toEqual(text.split(' '));
    expect(words.map((w) => w.dataset.result)).toEqual(['correct', 'correct', 'correct', 'missed']);
  });

  it('memorisation hides every word not yet recited correctly', async () => {
    const text = verse(112, 1);
    renderWithProviders(<VerseWords arabicText={text} feedback={null} hidden revealed={new Set([1, 2])} />);
    expect((await screen.findAllByTestId('verse-word')).map((w) => w.textContent)).toEqual(
      text.split(' ').slice(0, 2),
    );
    expect(screen.getAllByTestId('hidden-word')).toHaveLength(text.split(' ').length - 2);
  });
});
