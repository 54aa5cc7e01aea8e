import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { adminMessages } from '@/contracts/messages/admin';
import { AdministratorsPanel } from '@/client/features/admin/components/administrators-panel';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const me = { ...member, id: 1, username: 'head_admin', isAdmin: true };

/** The server as the panel sees it: `head_admin` alone is an administrator. */
function serve(
  answer: (url: string, init: RequestInit) => Response | undefined = () => undefined,
  user = me,
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answered = answer(url, init);
    if (answered) return answered;
    if (url === '/api/auth/user') return Response.json(user);
    if (url === '/api/admin/administrators' && (init.method ?? 'GET') === 'GET')
      return Response.json({ administrators: [{ id: 1, username: 'head_admin' }] });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [url, init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined]);

eachTestInEnglish();

describe('Admin > Administrators (decision 023)', () => {
  it('makes an existing account an administrator by its username and says so', async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/admin/administrators' && init.method === 'POST'
        ? Response.json(messageBody(adminMessages.adminGranted))
        : undefined,
    );
    renderWithProviders(<AdministratorsPanel />);
    const list = await screen.findByRole('list', { name: 'Current administrators' });
    expect(within(list).getByText('head_admin')).toBeTruthy();
    expect(within(list).getByText('(you)')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Username of the new administrator'), {
      target: { value: 'Bilal' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make administrator' }));

    expect(await screen.findByText('This account is now an administrator.')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/administrators', { username: 'Bilal' }]]);
    expect((screen.getByLabelText('Username of the new administrator') as HTMLInputElement).value).toBe('');
  });

  it('asks for a username before sending anything', async () => {
    const fetchMock = serve();
    renderWithProviders(<AdministratorsPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Make administrator' }));
    expect(await screen.findByText('Please enter a username.')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toEqual([]);
  });

  it("asks before removing an administrator, and shows the server's refusal to remove the last one", async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/admin/administrators/head_admin' && init.method === 'DELETE'
        ? Response.json(messageBody(adminMessages.lastAdmin), { status: 409 })
        : undefined,
    );
    renderWithProviders(<AdministratorsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove head_admin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove head_admin as an administrator?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'You will no longer be able to open this page. Another administrator can give it back.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(
      await screen.findByText(
        'Hidaya needs at least one administrator. Make another account an administrator first.',
      ),
    ).toBeTruthy();
    expect(sent(fetchMock, 'DELETE')).toEqual([['/api/admin/administrators/head_admin', undefined]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('speaks Arabic, right to left, with the username kept left to right', async () => {
    await applyLanguage('arabic', { persist: false });
    serve(undefined, { ...me, language: 'arabic' });
    renderWithProviders(<AdministratorsPanel />);
    expect(await screen.findByRole('button', { name: 'إزالة head_admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تعيين مشرفًا' })).toBeTruthy();
    expect(screen.getByText('head_admin').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
