import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageBody } from '@/contracts/catalogue';
import { settingsMessages } from '@/contracts/messages/settings';
import type { AiSettingsResponse } from '@/contracts/settings';
import { AiProviderSettings } from '@/client/features/settings/components/ai-provider-settings';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(
  saved: AiSettingsResponse['openai'],
  handler: Handler = () => undefined,
  answeredBy: AiSettingsResponse['answeredBy'] = saved.hasApiKey ? 'user' : 'offline',
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handled = handler(url, init);
    if (handled) return handled;
    if (url === '/api/auth/user') return Response.json(member);
    if (url === '/api/settings' && (init.method ?? 'GET') === 'GET')
      return Response.json({ answeredBy, openai: saved });
    if (url === '/api/settings' && init.method === 'POST')
      return Response.json(messageBody(settingsMessages.settingsSaved));
    if (url === '/api/settings/test') {
      return Response.json({
        ok: true,
        source: 'offline',
        ...messageBody(settingsMessages.connectionOffline),
      });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/settings' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const defaults = { model: 'gpt-4.1', temperature: 0.7, maxTokens: 2048, hasApiKey: false } as const;

function renderTab() {
  renderWithProviders(<AiProviderSettings />);
}

eachTestInEnglish();

describe('Settings, AI Provider', () => {
  it.each([
    ['offline', false, 'The built-in guide answers now'],
    ['system', false, "Hidaya's AI service answers now"],
    ['user', true, 'Your own OpenAI key answers now'],
  ] as const)(
    'says in plain words who answers (%s), the technical fields under Advanced',
    async (source, hasApiKey, said) => {
      serve({ ...defaults, hasApiKey }, undefined, source);
      renderTab();
      const answeredBy = await screen.findByTestId('ai-answered-by');
      expect(answeredBy.textContent).toContain(said);
      const advanced = screen.getByTestId('ai-advanced') as HTMLDetailsElement;
      // Open only for a person who has a key of their own.
      expect(advanced.open).toBe(hasApiKey);
      expect(advanced.contains(screen.getByLabelText('Model'))).toBe(true);
    },
  );

  it('shows the saved values, the four models with the first recommended, and never a key', async () => {
    serve({ ...defaults, model: 'gpt-4o', hasApiKey: true });
    renderTab();
    const model = (await screen.findByLabelText('Model')) as HTMLSelectElement;
    expect(model.value).toBe('gpt-4o');
    expect([...model.options].map((o) => o.textContent)).toEqual([
      'gpt-4.1 (recommended)',
      'gpt-4o',
      'gpt-4.1-mini',
      'gpt-4o-mini',
    ]);
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.autocomplete).toBe('off');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('A key is saved (hidden)');
    const temperature = screen.getByRole('slider', { name: 'Temperature' });
    expect(temperature.getAttribute('aria-valuemin')).toBe('0');
    expect(temperature.getAttribute('aria-valuemax')).toBe('2');
    expect(temperature.getAttribute('aria-valuenow')).toBe('0.7');
    const tokens = screen.getByRole('slider', { name: 'Max tokens' });
    expect(tokens.getAttribute('aria-valuemin')).toBe('256');
    expect(tokens.getAttribute('aria-valuemax')).toBe('4096');
    expect(screen.getByTestId('ai-max-tokens-value').textContent).toBe('2,048');
  });

  it("saves without the key when the field is empty, and toasts 'Settings Saved!'", async () => {
    const fetchMock = serve(defaults);
    renderTab();
    fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'gpt-4o-mini' } });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Temperature' }), { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved!')).toBeTruthy();
    expect(posted(fetchMock)).toEqual([
      { openai: { model: 'gpt-4o-mini', temperature: 0.8, maxTokens: 2048 } },
    ]);
  });

  it('sends a typed key, and Remove saved key sends an empty one', async () => {
    const fetchMock = serve({ ...defaults, hasApiKey: true });
    renderTab();
    fireEvent.change(await screen.findByLabelText('API key'), { target: { value: ' sk-test-123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toMatchObject({ openai: { apiKey: 'sk-test-123' } });
    await waitFor(() => expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Remove saved key' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(2));
    expect(posted(fetchMock)[1]).toEqual({
      openai: { apiKey: '', model: 'gpt-4.1', temperature: 0.7, maxTokens: 2048 },
    });
  });

  it('Cancel puts the loaded values back', async () => {
    serve(defaults);
    renderTab();
    const model = (await screen.findByLabelText('Model')) as HTMLSelectElement;
    fireEvent.change(model, { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(model.value).toBe('gpt-4.1'));
  });

  it("a failed save toasts 'Error saving settings' with the message, or the spec's fallback", async () => {
    serve(defaults, (url, init) =>
      url === '/api/settings' && init.method === 'POST' ? new Response('', { status: 500 }) : undefined,
    );
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error saving settings')).toBeTruthy();
    expect(screen.getByText('Could not save settings. Please try again.')).toBeTruthy();
  });

  it('Test connection shows the translated answer', async () => {
    serve(defaults);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('ai-test-result')).textContent).toBe(
      settingsMessages.connectionOffline.text,
    );
  });
});
