import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { member } from './fixtures';

/**
 * What the browser downloads of the translations: the shell's namespaces at start, then the
 * namespaces the shown page's route names, in the interface language only (decision 014). The other
 * unit tests have every language loaded up front (setup-dom.ts), so each test here starts from a
 * fresh copy of the app's modules, with nothing loaded.
 */
async function freshApp() {
  vi.resetModules();
  const i18nModule = await import('@/client/lib/i18n');
  await i18nModule.i18nReady;
  const { AppProviders } = await import('@/client/app/providers');
  const { AppRouter } = await import('@/client/app/router');
  const { createQueryClient } = await import('@/client/lib/query-client');
  const { i18n, PAGE_NAMESPACES, SHELL_NAMESPACES } = i18nModule;

  /** The namespaces of language `code` that are in. */
  const loaded = (code: string) =>
    [...SHELL_NAMESPACES, ...PAGE_NAMESPACES].filter((namespace) => i18n.hasResourceBundle(code, namespace));
  /** Every <h1> text painted from now on, as it was painted. */
  const headingsPainted: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes, record.target])) {
      if (node instanceof Element) {
        const headings = node.matches('h1') ? [node] : [...node.querySelectorAll('h1')];
        headingsPainted.push(...headings.map((heading) => heading.textContent));
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  observers.push(observer);

  const open = (path: string) => {
    const location = memoryLocation({ path, record: true });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Router hook={location.hook}>
          <AppRouter />
        </Router>
      </AppProviders>,
    );
    return location;
  };
  return { ...i18nModule, loaded, headingsPainted, open };
}

const observers: MutationObserver[] = [];
const SHELL = ['common', 'nav', 'errors', 'messages'];
const OTHER_LANGUAGES = ['ar', 'ur', 'tr', 'fr', 'id'];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user') return Response.json(member);
      if (url === '/api/config/public')
        return Response.json({ supportEmail: 'help@hidaya.test', version: '1' });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  vi.unstubAllGlobals();
});

describe('translations by route', () => {
  it("a signed-in page loads the shell's namespaces and its route's, of the interface language only", async () => {
    const app = await freshApp();
    expect(app.loaded('en')).toEqual(SHELL);

    app.open('/prayer-tracker');

    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer Tracker' })).toBeTruthy();
    expect(app.loaded('en')).toEqual([...SHELL, 'prayer']);
    for (const code of OTHER_LANGUAGES) expect(app.loaded(code), code).toEqual([]);
  });

  it("switching the language loads the shown route's namespaces of the new language, and no other", async () => {
    const app = await freshApp();
    app.open('/prayer-tracker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer Tracker' })).toBeTruthy();

    await act(() => app.applyLanguage('arabic'));

    expect(await screen.findByRole('heading', { level: 1, name: 'متابعة الصلاة' })).toBeTruthy();
    expect(app.loaded('ar')).toEqual([...SHELL, 'prayer']);
    expect(app.loaded('en')).toEqual([...SHELL, 'prayer']);
    for (const code of ['ur', 'tr', 'fr', 'id']) expect(app.loaded(code), code).toEqual([]);
    expect(app.headingsPainted).not.toContain('tracker.title');
  });

  it("opening another page loads its route's namespaces before it is painted: no key is shown", async () => {
    const app = await freshApp();
    const location = app.open('/prayer-tracker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prayer Tracker' })).toBeTruthy();

    await act(async () => location.navigate('/settings'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(app.loaded('en')).toEqual([...SHELL, 'prayer', 'settings']);
    expect(app.headingsPainted).not.toContain('title');
    expect(app.headingsPainted).toContain('Settings');
  });
});
