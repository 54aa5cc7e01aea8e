import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '@/contracts/auth';
import { AppRouter } from '@/client/app/router';
import { member } from './fixtures';
import { eachTestInEnglish, renderWithProviders } from './render';

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(currentUser: PublicUser | null, handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handled = handler(url, init);
    if (handled) return handled;
    if (url === '/api/auth/user') return Response.json(currentUser);
    if (url === '/api/home/summary') {
      return Response.json({
        todayPrayers: { completed: 3, total: 5 },
        level: 2,
        achievementsEarned: 2,
        achievementsTotal: 7,
        learningSessions: 4,
        streakDays: 6,
      });
    }
    if (url === '/api/config/public')
      return Response.json({ supportEmail: 'help@hidaya.test', version: '1.0.0' });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={location.hook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

eachTestInEnglish();

/**
 * The toast saying `text` is closed (or gone): closed at once, it stays mounted a moment for its
 * closing animation, long before it would time out.
 */
function expectToastClosed(text: string) {
  const toast = screen.queryByText(text)?.closest('[data-state]');
  expect(toast?.getAttribute('data-state') ?? 'gone').not.toBe('open');
}

describe('routes and screens', () => {
  it('a visitor on / sees the headline and the sign-in card without a sidebar', async () => {
    serve(null);
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Islamic Learning Platform' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign In to Continue' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter your username')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Don't have an account? Register" }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('empty sign-in fields show the shared schema messages without a request', async () => {
    const fetchMock = serve(null);
    renderApp('/');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login')).toHaveLength(0);
  });

  it('an unknown path shows Page Not Found with a link home', async () => {
    serve(null);
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('a visitor opening a protected route is sent to /auth', async () => {
    serve(null);
    const location = renderApp('/profile');

    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AI Prayer Helper' })).toBeTruthy();
  });

  it('a signed-in person opening /auth is sent home and greeted by name with the tiles', async () => {
    serve(member);
    const location = renderApp('/auth');

    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Assalamu alaikum, amina' })).toBeTruthy();
    expect(await screen.findByText('3/5')).toBeTruthy();
    expect(screen.getByText('Today prayer progress')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByTestId('bottom-bar')).toBeTruthy();
  });

  it('a member opening the analytics pages is told they are for administrators (decision 023)', async () => {
    serve(member);
    renderApp('/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(screen.getByText('This page is for Hidaya administrators only.')).toBeTruthy();
  });

  it('the register page refuses empty required fields with Missing Information and no request', async () => {
    const fetchMock = serve(null);
    renderApp('/register');

    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/register')).toHaveLength(0);
  });

  it('the register page takes its Registration Failed toast down when the next try fails on the page', async () => {
    serve(null, (url) =>
      url === '/api/auth/register'
        ? Response.json(
            { message: 'This username is already taken', code: 'usernameTaken', field: 'username' },
            { status: 409 },
          )
        : undefined,
    );
    renderApp('/register');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'amina' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@mail.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Salaam#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeTruthy();

    // A new username, and a password too short: the form's own message, and no stale toast saying
    // the new username is taken.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amina_2' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expectToastClosed('Registration Failed');
  });

  it('the Login tab takes its Login failed toast down when the next try stops at an empty field', async () => {
    serve(null, (url) =>
      url === '/api/auth/login'
        ? Response.json({ message: 'Invalid username or password' }, { status: 401 })
        : undefined,
    );
    renderApp('/auth');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'amina' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expectToastClosed('Login failed');
  });

  it('the Register tab takes its Registration failed toast down when the next try breaks a rule', async () => {
    serve(null, (url) =>
      url === '/api/auth/register'
        ? Response.json(
            { message: 'This username is already taken', code: 'usernameTaken', field: 'username' },
            { status: 409 },
          )
        : undefined,
    );
    renderApp('/auth');

    const tab = await screen.findByRole('tab', { name: 'Register' });
    fireEvent.mouseDown(tab);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'amina' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@mail.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Salaam#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amina_2' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expectToastClosed('Registration failed');
  });

  it('a non-admin opening /admin is told they have no access', async () => {
    serve(member);
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  });

  it('a successful sign-in greets the person and shows their home', async () => {
    serve(null, (url) =>
      url === '/api/auth/login' ? Response.json({ ...member, username: 'yusuf' }) : undefined,
    );
    renderApp('/');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'yusuf' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Logged in as yusuf')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Assalamu alaikum, yusuf' })).toBeTruthy();
  });

  it('the privacy policy is a headed document naming the support address', async () => {
    serve(null);
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
    expect(screen.getByText(/argon2id/)).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'help@hidaya.test' });
    expect(mail.getAttribute('href')).toBe('mailto:help@hidaya.test');
  });
});

describe('when Hidaya cannot be reached', () => {
  it('a failed sign-in check says so once, with a way to try again, instead of asking again and again', async () => {
    let up = false;
    const fetchMock = serve(member, (url) =>
      url === '/api/auth/user' && !up
        ? Response.json(
            { message: 'The service is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
            { status: 503 },
          )
        : undefined,
    );
    const location = renderApp('/prayer-tracker');

    expect(await screen.findByRole('heading', { name: 'Hidaya cannot be reached right now' })).toBeTruthy();
    expect(screen.getByText('Check your connection, then try again in a moment.')).toBeTruthy();
    // A person who is signed in is not sent to the sign-in page because the server did not answer.
    expect(location.history).toEqual(['/prayer-tracker']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);

    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer Tracker' })).toBeTruthy();
  });
});
