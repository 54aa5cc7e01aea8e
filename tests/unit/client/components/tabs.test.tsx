import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { applyLanguage } from '@/client/lib/i18n';
import { eachTestInEnglish } from '../render';

/** Tabs as the pages use them (the community page, a group, the learning dashboard): no `dir` given. */
function Overview() {
  return (
    <Tabs defaultValue="overview">
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="groups">Groups</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">First panel</TabsContent>
      <TabsContent value="groups">Second panel</TabsContent>
    </Tabs>
  );
}

eachTestInEnglish();

describe('Tabs follow the interface direction', () => {
  it('in Arabic they run right to left: laid out from the right, and the left arrow goes to the next tab', async () => {
    await applyLanguage('arabic', { persist: false });
    render(<Overview />);

    const list = screen.getByRole('tablist');
    // Radix writes its own `dir` on the tabs (ltr unless told): it must be the page's.
    expect(list.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const first = screen.getByRole('tab', { name: 'Overview' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Groups' })));
  });

  it('in English they run left to right', async () => {
    render(<Overview />);

    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    const first = screen.getByRole('tab', { name: 'Overview' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Groups' })));
  });
});
