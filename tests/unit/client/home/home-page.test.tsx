import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HomeSummary } from '@/contracts/home';
import { HomePage } from '@/client/features/home/pages/home-page';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

eachTestInEnglish();

const NOTHING_YET: HomeSummary = {
  todayPrayers: { completed: 0, total: 5 },
  level: 1,
  achievementsEarned: 0,
  achievementsTotal: 7,
  learningSessions: 0,
  streakDays: 0,
};

function renderHome(summary: HomeSummary | 'failing') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/home/summary') {
        return summary === 'failing'
          ? Response.json({ message: 'Database unavailable' }, { status: 503 })
          : Response.json(summary);
      }
      if (url === '/api/auth/user') return Response.json(member);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  const { hook } = memoryLocation({ path: '/' });
  return renderWithProviders(
    <Router hook={hook}>
      <HomePage user={member} />
    </Router>,
  );
}

const featuresHeading = () => screen.getByRole('heading', { level: 2, name: /learn/i });

describe("the signed-in Home's learning heading", () => {
  it('asks a new person, with nothing recorded yet, to Start, not to Continue', async () => {
    renderHome(NOTHING_YET);
    expect(await screen.findByRole('heading', { level: 2, name: 'Start learning' })).toBeTruthy();
    expect(screen.queryByText('Continue learning')).toBeNull();
  });

  it.each([
    ['a prayer today', { ...NOTHING_YET, todayPrayers: { completed: 1, total: 5 } }],
    ['an achievement', { ...NOTHING_YET, achievementsEarned: 1 }],
    ['a learning session', { ...NOTHING_YET, learningSessions: 2 }],
    ['a streak', { ...NOTHING_YET, streakDays: 3 }],
    ['a level above the first', { ...NOTHING_YET, level: 2 }],
  ])('says Continue learning to a person with %s', async (_what, summary) => {
    renderHome(summary);
    expect(await screen.findByRole('heading', { level: 2, name: 'Continue learning' })).toBeTruthy();
    expect(screen.queryByText('Start learning')).toBeNull();
  });

  it('says neither while the progress is unknown', async () => {
    renderHome('failing');
    expect(featuresHeading().textContent).toBe('Learn with Hidaya');
    expect(await screen.findByText('Your progress could not be loaded right now.')).toBeTruthy();
    expect(featuresHeading().textContent).toBe('Learn with Hidaya');
  });
});
