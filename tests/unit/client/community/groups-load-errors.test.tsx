import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GamificationPage } from '@/client/features/community/pages/gamification-page';
import { GroupsPage } from '@/client/features/community/pages/groups-page';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { levelOf } from '@/contracts/level';

eachTestInEnglish();

describe('the Study Groups page', () => {
  it('a list that could not be loaded says so and Try again asks for it again', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/groups/my-groups') {
          reads += 1;
          if (reads === 1) throw new TypeError('Failed to fetch');
          return Response.json([]);
        }
        return Response.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    renderWithProviders(<GroupsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hidaya could not be reached. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No Groups Yet' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});

describe('the Islamic Community & Competition page', () => {
  it('figures that could not be loaded are said so, and Try again asks for them again', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/user/stats') {
          reads += 1;
          if (reads === 1) throw new TypeError('Failed to fetch');
          return Response.json({
            totalPoints: 0,
            ...levelOf(0),
            currentStreak: 0,
            bestStreak: 0,
            todayCompleted: 0,
          });
        }
        if (url === '/api/groups/my-groups') return Response.json([]);
        if (url === '/api/user/activities') return Response.json([]);
        return Response.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    renderWithProviders(<GamificationPage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hidaya could not be reached. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(reads).toBe(2);
  });
});
