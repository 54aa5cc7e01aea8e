import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/client/components/ui/button';

/** A save button as the forms use it: busy from the click until the work is done. */
function SaveButton({ onSave }: { onSave: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      busy={saving}
      onClick={() => {
        setSaving(true);
        onSave();
      }}
    >
      {saving ? 'Saving...' : 'Save'}
    </Button>
  );
}

// The page's live region outlives a render: each test starts without it.
afterEach(() => document.getElementById('polite-announcer')?.remove());

describe('a busy Button (saving, signing in, retrying)', () => {
  it('keeps the keyboard focus, says it is unavailable, and ignores a second press', () => {
    const onSave = vi.fn();
    render(<SaveButton onSave={onSave} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);

    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBe(button);
    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(button);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not send its form again while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign In</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Signing In...
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Signing In...' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is an ordinary button when not busy, and `disabled` still disables', () => {
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Retry</Button>
        <Button disabled>Current Plan</Button>
      </>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(retry);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says it is busy, and announces its new label politely once, for a screen reader', async () => {
    render(<SaveButton onSave={() => {}} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);

    expect(button.getAttribute('aria-busy')).toBe('true');
    const region = await screen.findByRole('status');
    expect(region.getAttribute('aria-live') ?? 'polite').toBe('polite');
    await within(region).findByText('Saving...');
  });

  it('announces nothing when its label stays the same (several buttons waiting on one payment)', async () => {
    const { rerender } = render(
      <>
        <Button>Pay</Button>
        <Button>Decline</Button>
      </>,
    );
    rerender(
      <>
        <Button busy>Pay</Button>
        <Button busy>Decline</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pay' }).getAttribute('aria-busy')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
  });

  it('with focusableWhenDisabled, a button disabled by its own press keeps the focus and ignores presses', () => {
    const onSave = vi.fn();
    function ChoicesSave() {
      const [saved, setSaved] = useState(false);
      return (
        <Button
          disabled={saved}
          focusableWhenDisabled
          onClick={() => {
            onSave();
            setSaved(true);
          }}
        >
          Save
        </Button>
      );
    }
    render(<ChoicesSave />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);

    expect(document.activeElement).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
