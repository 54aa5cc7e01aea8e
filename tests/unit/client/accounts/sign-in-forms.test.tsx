import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageName } from '@/contracts/constants';
import { LoginForm } from '@/client/features/accounts/components/login-form';
import { applyLanguage, i18n } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { signInProblems } from '@/client/lib/sign-in';
import { wireLoginForm } from '@/client/public-login';
import { eachTestInEnglish, renderWithProviders } from '../render';

type Entry = { username: string; password: string };

/** The message under each field, as a screen reader reaches it (the field's aria-describedby). */
function messagesShown(form: HTMLFormElement): Record<string, string | null> {
  return Object.fromEntries(
    ['username', 'password'].map((name) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      const describedBy = input.getAttribute('aria-describedby');
      return [name, describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null];
    }),
  );
}

/** Nobody is signed in and a sign-in is refused; gives the sign-in requests made so far. */
function serveSignedOut() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/auth/login'
      ? Response.json(
          { message: 'Invalid username or password', code: 'invalidCredentials' },
          { status: 401 },
        )
      : Response.json(null),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');
}

function enter(form: HTMLFormElement, entry: Entry) {
  for (const [name, value] of Object.entries(entry))
    fireEvent.input(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
}

/** The React form (the /auth page and the app): what it shows after a submission. */
async function reactFormShows(entry: Entry) {
  const signIns = serveSignedOut();
  const { container } = renderWithProviders(<LoginForm />);
  const form = container.querySelector('form')!;
  enter(form, entry);
  fireEvent.submit(form);
  await screen.findAllByText((_, element) => element?.id.endsWith('-error') ?? false);
  const shown = messagesShown(form);
  expect(signIns()).toEqual([]);
  cleanup();
  return shown;
}

/** The same form drawn by the server for a visitor, run by the public pages' script (no React). */
function serverDrawnForm(): HTMLFormElement {
  const page = document.createElement('main');
  page.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <LoginForm />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  document.body.append(page);
  const form = page.querySelector<HTMLFormElement>('form[data-login-form]')!;
  wireLoginForm(form);
  return form;
}

function serverDrawnFormShows(entry: Entry) {
  const signIns = serveSignedOut();
  const form = serverDrawnForm();
  enter(form, entry);
  fireEvent.submit(form);
  const shown = messagesShown(form);
  expect(signIns()).toEqual([]);
  form.parentElement!.remove();
  return shown;
}

eachTestInEnglish();

describe('one sign-in behaviour for the React form and the server-drawn form (decision 018)', () => {
  const cases: [LanguageName, Entry, Record<string, string | null>][] = [
    [
      'english',
      { username: '   ', password: '' },
      { username: 'Username is required', password: 'Password is required' },
    ],
    ['english', { username: 'amina', password: '' }, { username: null, password: 'Password is required' }],
    [
      'english',
      { username: '', password: 'Secret#123' },
      { username: 'Username is required', password: null },
    ],
    [
      'arabic',
      { username: '   ', password: '' },
      { username: 'اسم المستخدم مطلوب', password: 'كلمة المرور مطلوبة' },
    ],
  ];

  it.each(cases)(
    'in %s, %j shows the same messages under the fields in both forms',
    async (language, entry, expected) => {
      await applyLanguage(language, { persist: false });

      const react = await reactFormShows(entry);
      const serverDrawn = serverDrawnFormShows(entry);

      expect(react).toEqual(expected);
      expect(serverDrawn).toEqual(expected);
      // Both come from the one module's rules: a message for each field it finds a problem with.
      expect(Object.keys(signInProblems(entry)).sort()).toEqual(
        Object.keys(expected)
          .filter((field) => expected[field] !== null)
          .sort(),
      );
    },
  );

  it('both send the username without the spaces around it, and the password as typed', async () => {
    const signIns = serveSignedOut();
    const entry = { username: '  amina ', password: ' Secret#123' };
    const { container } = renderWithProviders(<LoginForm />);
    enter(container.querySelector('form')!, entry);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(signIns()).toHaveLength(1));
    cleanup();
    const form = serverDrawnForm();
    enter(form, entry);
    fireEvent.submit(form);
    await waitFor(() => expect(signIns()).toHaveLength(2));
    form.parentElement!.remove();

    const bodies = signIns().map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([
      { username: 'amina', password: ' Secret#123' },
      { username: 'amina', password: ' Secret#123' },
    ]);
  });
});
