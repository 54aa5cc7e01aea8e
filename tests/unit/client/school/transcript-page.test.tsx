import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TranscriptPage } from '@/client/features/school/pages/transcript-page';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { GREETING, serveSchool, transcript } from './school-fixtures';

eachTestInEnglish();

function openTranscript(sessionId: number) {
  const location = memoryLocation({ path: `/sunday-school/classes/${sessionId}` });
  renderWithProviders(
    <Router hook={location.hook}>
      <Route path="/sunday-school/classes/:id" component={TranscriptPage} />
    </Router>,
  );
}

describe("the parent's transcript of a class (/sunday-school/classes/:id)", () => {
  it('shows who took the class, its minutes, activities, badges and every message, the flagged one marked', async () => {
    serveSchool({
      handler: (url) => (url === '/api/sunday-school/sessions/41' ? Response.json(transcript) : undefined),
    });
    openTranscript(41);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The Five Pillars of Islam');
    expect(screen.getByTestId('transcript-child').textContent).toBe('Yusuf');
    expect(screen.getByTestId('transcript-ageGroup').textContent).toBe('5-7 years');
    expect(screen.getByTestId('transcript-minutes').textContent).toBe('42');
    expect(screen.getByTestId('transcript-points').textContent).toBe('10');
    expect(screen.getByTestId('transcript-status').textContent).toBe('Ended');
    expect(within(screen.getByTestId('transcript-activities')).getByText('Story')).toBeTruthy();
    expect(within(screen.getByTestId('transcript-activities')).getByText('10 points')).toBeTruthy();
    expect(within(screen.getByTestId('transcript-badges')).getByText('Story Listener')).toBeTruthy();

    const messages = within(screen.getByTestId('transcript-messages')).getAllByRole('listitem');
    expect(messages).toHaveLength(4);
    expect(messages[0]!.textContent).toContain('Teacher');
    expect(messages[0]!.textContent).toContain(GREETING);
    expect(messages[1]!.textContent).toContain('Yusuf');
    expect(messages[1]!.textContent).toContain('I like playing football with my brother');
    expect(messages.map((message) => message.getAttribute('data-flagged'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    expect(within(messages[2]!).getByTestId('transcript-flag').textContent).toBe(
      'Flagged by the safety check',
    );
    expect(within(messages[1]!).queryByTestId('transcript-flag')).toBeNull();
    expect(screen.getByText(/Messages flagged by the safety check: 1\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the school' }).getAttribute('href')).toBe(
      '/sunday-school',
    );
  });

  it("another parent's class: the server's 404 message, and the way back", async () => {
    serveSchool({
      handler: (url) =>
        url === '/api/sunday-school/sessions/99'
          ? Response.json(
              { message: 'Class session not found', code: 'schoolSessionNotFound' },
              { status: 404 },
            )
          : undefined,
    });
    openTranscript(99);
    expect((await screen.findByTestId('transcript-error')).textContent).toBe('Class session not found');
    expect(screen.getByRole('link', { name: 'Back to the school' })).toBeTruthy();
  });
});
