import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from '@/client/features/profile/components/delete-account-section';
import { eachTestInEnglish, renderWithProviders } from '../render';

eachTestInEnglish();

describe('Delete Account (decision 023)', () => {
  it('while the deletion is under way, Enter in the password field does not send it again', async () => {
    // The server has not answered yet.
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DeleteAccountSection />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'Salaam#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Deleting...' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');

    // Enter in the form's one field submits it (implicit submission: the form has no submit button).
    fireEvent.submit(password.closest('form')!);
    fireEvent.click(confirm);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // A turn of the event loop: a second try (password check, then the request) would have gone out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await screen.findByRole('button', { name: 'Deleting...' });
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
  });
});
