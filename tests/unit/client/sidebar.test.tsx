import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Sidebar } from '@/client/app/layout/sidebar';
import { placeholderRoutes } from '@/client/features/placeholder/routes';
import { NOT_BUILT_YET_PATHS } from '@/client/lib/not-built-yet';
import { applyLanguage } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import { member } from './fixtures';

function renderAt(path: string, ui: ReactNode) {
  const { hook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>{ui}</Router>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await applyLanguage('english', { persist: false });
});

describe('the sidebar', () => {
  it('lists the entries in the order of the spec', () => {
    renderAt('/', <Sidebar user={member} collapsed={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
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
      'Home',
    ]);
  });

  it('reaches every screen of the bottom bar, and help, from a second group below the spec entries', async () => {
    const { hook, history } = memoryLocation({ path: '/', record: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={hook}>
          <Sidebar user={member} collapsed={false} />
        </Router>
      </QueryClientProvider>,
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

    expect(screen.getByText('Language: English')).toBeTruthy();
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
});
