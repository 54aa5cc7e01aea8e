import { fireEvent, screen } from '@testing-library/react';
import { Bell, Bot } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabbedPage } from '@/client/components/tabbed-page';
import { applyLanguage } from '@/client/lib/i18n';
import { renderWithProviders } from './render';

const tabs = [
  { value: 'first', label: 'First', icon: Bot, content: <p>First panel</p> },
  { value: 'second', label: 'Second', icon: Bell, content: <p>Second panel</p> },
];

const renderPage = () =>
  renderWithProviders(<TabbedPage title="Page" description="About it" tabs={tabs} defaultValue="first" />);

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(null)),
  );
  await applyLanguage('english', { persist: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a tabbed page (/settings, /admin) keeps its tab in the address', () => {
  it('a chosen tab is written to the address, so a reload or a shared link opens it again', () => {
    renderPage();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByText('Second panel')).toBeTruthy();
    expect(window.location.hash).toBe('#second');
  });

  it('opens the tab the address names, and the default for an unknown one', () => {
    window.history.replaceState(null, '', '/settings#second');
    const { unmount } = renderPage();
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    unmount();

    window.history.replaceState(null, '', '/settings#nope');
    renderPage();
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
  });
});
