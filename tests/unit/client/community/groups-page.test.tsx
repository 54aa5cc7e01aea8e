import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GroupsPage } from '@/client/features/community/pages/groups-page';
import { eachTestInEnglish, renderWithProviders } from '../render';

eachTestInEnglish();

describe('the Study Groups page (spec 2 section 2.10)', () => {
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
