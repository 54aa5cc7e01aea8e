import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadError } from '@/client/components/page-load-error';
import { eachTestInEnglish } from '../render';

eachTestInEnglish();

const query = (state: { isError: boolean; isFetching: boolean }) => ({ ...state, refetch: vi.fn() });

describe('PageLoadError: one way to say that something could not be loaded', () => {
  it('for a page: the page line, and Try again asks again for what failed only', () => {
    const failed = query({ isError: true, isFetching: false });
    const loaded = query({ isError: false, isFetching: false });
    render(<PageLoadError queries={[failed, loaded]} />);
    expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loaded.refetch).not.toHaveBeenCalled();
  });

  it("for a section: that section's own line, and Try again busy (focus kept) while it asks again", () => {
    const failed = query({ isError: true, isFetching: true });
    render(<PageLoadError variant="section" message="Your group could not be loaded." queries={[failed]} />);
    expect(screen.getByRole('alert').textContent).toContain('Your group could not be loaded.');
    expect(screen.getByRole('alert').textContent).not.toContain('This page could not be loaded.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(retry);
    expect(failed.refetch).not.toHaveBeenCalled();
  });
});
