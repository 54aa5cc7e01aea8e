import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { accountsMessages } from '@/contracts/messages/accounts';
import { ChangeEmailSection } from '@/client/features/profile/components/change-email-section';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const EXPIRES = '2026-11-21T09:00:00.000Z';

/** The server: no change waiting at first; a request answers the change now waiting. */
function serve() {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/user') return Response.json(member);
    if (url === '/api/user/email' && (init.method ?? 'GET') === 'GET')
      return Response.json({ pendingEmail: null, expiresAt: null });
    if (url === '/api/user/email' && init.method === 'POST')
      return Response.json({
        ...messageBody(accountsMessages.emailChangeRequested),
        pendingEmail: 'new@mail.test',
        expiresAt: EXPIRES,
      });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

eachTestInEnglish({ at: '2026-11-20T09:00:00Z' });

describe('Profile > Email address (decision 023)', () => {
  it('says the change waits for the link mailed to the new address, and shows it waiting', async () => {
    serve();
    renderWithProviders(<ChangeEmailSection />);
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'new@mail.test' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Salaam#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect(await screen.findByText('Check your new address')).toBeTruthy();
    expect(
      screen.getByText(
        'We have sent a link to your new address. Your email address changes when you open it; until then it stays as it is.',
      ),
    ).toBeTruthy();
    const expires = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(EXPIRES),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Waiting for confirmation: new@mail.test. Open the link we sent there before ${expires}. Until then your address stays as it is.`,
      ),
    );
  });
});
