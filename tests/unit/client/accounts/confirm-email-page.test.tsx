import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { accountsMessages } from '@/contracts/messages/accounts';
import { ConfirmEmailPage } from '@/client/features/accounts/pages/confirm-email-page';
import { eachTestInEnglish, renderWithProviders } from '../render';

const TOKEN = 'Zm9yLXRoZS10ZXN0LW9ubHktYS10b2tlbi1vZi00My1jaGFycw';

/** Nobody is signed in on this device; the confirmation answers `confirmed`. */
function serve(confirmed: Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/auth/email-change/confirm' ? confirmed : Response.json(null),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/auth/email-change/confirm')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

eachTestInEnglish();

describe('/confirm-email (decision 023)', () => {
  it("confirms the new address with the link's token when the person presses the button, and takes the token off the address bar", async () => {
    window.history.replaceState(null, '', `/confirm-email#token=${TOKEN}`);
    const sent = serve(Response.json(messageBody(accountsMessages.emailChanged)));
    renderWithProviders(<ConfirmEmailPage />);
    expect(screen.getByRole('heading', { name: 'Confirm your new email address' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(sent()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new address' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your email address has been changed.');
    expect(sent()).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('says a used or expired link is not valid, and how to get a new one', async () => {
    window.history.replaceState(null, '', `/confirm-email#token=${TOKEN}`);
    serve(
      Response.json({ ...messageBody(accountsMessages.emailLinkInvalid), field: 'token' }, { status: 400 }),
    );
    renderWithProviders(<ConfirmEmailPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new address' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is not valid or has expired. Change your email address again in your profile to get a new one.',
    );
  });

  it('shows the refusal when another account took the address meanwhile', async () => {
    window.history.replaceState(null, '', `/confirm-email#token=${TOKEN}`);
    serve(Response.json({ ...messageBody(accountsMessages.emailTaken), field: 'email' }, { status: 409 }));
    renderWithProviders(<ConfirmEmailPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });
});
