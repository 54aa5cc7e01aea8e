import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
});
