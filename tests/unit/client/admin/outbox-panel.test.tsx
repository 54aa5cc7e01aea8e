import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OutboxPanel } from '@/client/features/admin/components/outbox-panel';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

const TOKEN = 'Zm9yLXRoZS10ZXN0LW9ubHktYS10b2tlbi1vZi00My1jaGFycw';
const mail = (id: number, recipient: string, hasLinkToReveal: boolean) => ({
  id,
  channel: 'email',
  recipient,
  subject: 'Choose a new password for Hidaya',
  body: 'Open this link to choose it:\n\nhttp://localhost:5000/reset-password#token=••••••••\n',
  hasLinkToReveal,
  createdAt: '2026-11-20T09:00:00.000Z',
});

function serve() {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/user') return Response.json({ ...member, isAdmin: true });
    if (url === '/api/admin/outbox')
      return Response.json({
        delivery: 'outbox',
        messages: [mail(2, 'works@mail.test', true), mail(1, 'used@mail.test', false)],
      });
    if (url === '/api/admin/outbox/2/reveal' && init.method === 'POST')
      return Response.json({
        id: 2,
        body: `Open this link to choose it:\n\nhttp://localhost:5000/reset-password#token=${TOKEN}\n`,
      });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

eachTestInEnglish();

describe('Admin > Outbox (decision 023)', () => {
  it('shows every link masked, and Reveal link shows the working one of that message only', async () => {
    const fetchMock = serve();
    renderWithProviders(<OutboxPanel />);
    const items = await screen.findAllByRole('listitem');
    const [works, used] = items as [HTMLElement, HTMLElement];
    for (const item of items) expect(item.textContent).toContain('/reset-password#token=••••••••');
    expect(within(used).queryByRole('button', { name: 'Reveal link' })).toBeNull();

    fireEvent.click(within(works).getByRole('button', { name: 'Reveal link' }));
    expect(await within(works).findByText(new RegExp(TOKEN))).toBeTruthy();
    expect(within(works).queryByRole('button', { name: 'Reveal link' })).toBeNull();
    expect(used.textContent).not.toContain(TOKEN);
    const reveals = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(reveals.map(([url]) => url)).toEqual(['/api/admin/outbox/2/reveal']);
  });
});
