import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar } from '@/client/app/layout/sidebar';
import { SIDEBAR_ITEMS, SIDEBAR_MORE_ITEMS, BOTTOM_BAR_ITEMS } from '@/client/app/layout/navigation';
import { AppProviders } from '@/client/app/providers';
import { placeholderRoutes } from '@/client/features/placeholder/routes';
import { NOT_BUILT_YET_PATHS } from '@/client/lib/not-built-yet';
import { applyLanguage, i18n } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { member } from './fixtures';

function renderAt(path: string, ui: ReactNode) {
  const { hook } = memoryLocation({ path });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={hook}>{ui}</Router>
    </AppProviders>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  // The providers ask who is signed in; the sidebar is given its person.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(null)),
  );
  await applyLanguage('english', { persist: false });
});

describe('the sidebar', () => {
  it('lists Home first, then the entries in the order of the spec', () => {
    renderAt('/', <Sidebar user={member} collapsed={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'AI Prayer Teacher',
      'Prayer Tracker',
      'Learning Dashboard',
      'AI Islamic School',
      'Quran Teacher',
      'Islamic Blog',
      'Study Groups',
      'Subscription',
      'Profile',
      'Settings',
    ]);
  });

  it('reaches every screen of the bottom bar, and help, from a second group below the spec entries', async () => {
    const { hook, history } = memoryLocation({ path: '/', record: true });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Router hook={hook}>
          <Sidebar user={member} collapsed={false} />
        </Router>
      </AppProviders>,
    );
    const more = screen.getByRole('navigation', { name: 'More' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Learn Prayer', '/prayer-learning'],
      ['Prayer Times', '/prayer-times'],
      ['Goals', '/goals'],
      ['Ask AI', '/chat'],
      // And the help page, which only this group lists.
      ['Help', '/help'],
    ]);
    // The group follows the spec's entries, which are left as they were.
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(main.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    for (const [name, path] of [
      ['Prayer Times', '/prayer-times'],
      ['Learn Prayer', '/prayer-learning'],
      ['Goals', '/goals'],
      ['Ask AI', '/chat'],
    ] as const) {
      fireEvent.click(within(more).getByRole('link', { name }));
      expect(history.at(-1)).toBe(path);
      expect(within(more).getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('marks Islamic Blog as the current page on /blog/some-slug', () => {
    renderAt('/blog/some-slug', <Sidebar user={member} collapsed={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });

    expect(within(nav).getByRole('link', { name: 'Islamic Blog' }).getAttribute('aria-current')).toBe('page');
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('hides the admin entries from someone who is not an admin', () => {
    renderAt('/', <Sidebar user={member} collapsed={false} />);

    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Visitor Locations' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Preview Landing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test Logout' })).toBeNull();
  });

  it('shows the admin entries to an admin', () => {
    renderAt('/', <Sidebar user={{ ...member, isAdmin: true }} collapsed={false} />);
    const adminNav = screen.getByRole('navigation', { name: 'Administration' });

    expect(within(adminNav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(adminNav).getByRole('link', { name: 'Visitor Locations' }).getAttribute('href')).toBe(
      '/visitor-analytics',
    );
    expect(within(adminNav).getByRole('link', { name: 'Preview Landing' }).getAttribute('href')).toBe(
      '/landing',
    );
    expect(within(adminNav).getByRole('button', { name: 'Test Logout' })).toBeTruthy();
  });

  it('shows the language, the username and a logout button; collapsed it keeps accessible names', () => {
    renderAt('/', <Sidebar user={member} collapsed onToggleCollapsed={() => {}} />);

    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    // The name is its own element (cut on its own), in the sentence of the language.
    expect(screen.getByTestId('sidebar-username').parentElement?.textContent).toBe('Signed in as amina');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Quran Teacher' })).toBeTruthy();
  });

  it('cuts long Turkish labels and a long username with an ellipsis, the whole text in a tooltip', async () => {
    await applyLanguage('turkish', { persist: false });
    const username = 'a_very_long_username_of_thirty';
    renderAt('/', <Sidebar user={{ ...member, username }} collapsed={false} />);
    for (const link of screen.getAllByRole('link')) {
      const text = link.querySelector('span:not([aria-hidden])');
      expect(link.getAttribute('title')).toBe(link.textContent);
      expect(text?.className).toContain('truncate');
    }
    const name = screen.getByTestId('sidebar-username');
    expect(name.textContent).toBe(username);
    expect(name.className).toContain('truncate');
    expect(name.closest('[title]')?.getAttribute('title')).toContain(username);
  });

  it('knows exactly the screens that are not built yet (the placeholder routes)', () => {
    expect(placeholderRoutes.map((route) => route.path).sort()).toEqual([...NOT_BUILT_YET_PATHS].sort());
  });

  it('leaves every area not open yet out of the navigation', () => {
    const open = [...SIDEBAR_ITEMS, ...SIDEBAR_MORE_ITEMS, ...BOTTOM_BAR_ITEMS].map((item) => item.href);
    for (const path of NOT_BUILT_YET_PATHS as readonly string[]) expect(open).not.toContain(path);
    for (const route of placeholderRoutes) expect(open).not.toContain(route.path);
  });
});

describe("the sidebar's language menu", () => {
  const menuButton = () => screen.getByRole('button', { name: /^Language: / });

  it('is a labelled menu button that opens the five languages, the current one checked', () => {
    renderAt('/', <Sidebar user={member} collapsed={false} />);
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Choose a language' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'العربية',
      'اردو',
      'Türkçe',
      'Français',
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(document.activeElement).toBe(items[0]);
  });

  it('is worked by keyboard: arrows move, Escape closes and gives the focus back, Enter chooses', async () => {
    renderAt('/', <Sidebar user={member} collapsed={false} />);
    const button = menuButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('العربية');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Français');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Français');

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(i18n.language).toBe('en');

    // ArrowUp opens on the last language; Home goes to the first, ArrowDown twice to Urdu.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Français');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Home' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Enter' });
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(i18n.language).toBe('ur'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'زبان: اردو' })).toBeTruthy());
    expect(document.documentElement.dir).toBe('rtl');
  });
});
