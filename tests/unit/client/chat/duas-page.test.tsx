import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dua, PersonalDua } from '@/contracts/chat';
import { DuasPage } from '@/client/features/chat/pages/duas-page';
import { applyLanguage } from '@/client/lib/i18n';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { serveChat, travelDua } from './chat-fixtures';

eachTestInEnglish();

const personal: PersonalDua = {
  id: 'personal-3',
  text: 'O Allah, grant my mother a full recovery and ease my worry.',
  label: 'A personal supplication, not a narration',
  occasion: null,
  need: 'my mother is ill',
  saved: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The duas' server: the travel dua by occasion, favourites kept as the PUTs and DELETEs say. */
function serveDuas() {
  const starred = new Set<string>();
  const calls = serveChat({
    handler: (url, method) => {
      if (url.startsWith('/api/duas?')) return Response.json({ duas: [travelDua] });
      if (url.startsWith('/api/duas/favourites?'))
        return Response.json({
          duas: starred.has(travelDua.id) ? [{ ...travelDua, favourite: true } satisfies Dua] : [],
          personal: starred.has(personal.id) ? [{ ...personal, saved: true }] : [],
        });
      const favourite = /^\/api\/duas\/favourites\/(.+)$/.exec(url);
      if (favourite) {
        if (method === 'PUT') starred.add(favourite[1]!);
        else starred.delete(favourite[1]!);
        return Response.json({ ok: true });
      }
      if (url === '/api/duas/generate')
        return Response.json({ duas: [travelDua], personal, answeredBy: 'ai' });
      return undefined;
    },
  });
  return { calls, starred };
}

describe('/duas', () => {
  it('shows the duas of an occasion with the Arabic right to left, transliteration, translation and reference', async () => {
    const { calls } = serveDuas();
    renderWithProviders(<DuasPage />);
    expect(await screen.findByText('Choose an occasion, or describe what you need.')).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Travel' });
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');

    const card = await screen.findByTestId('dua-card');
    const arabic = within(card).getByTestId('dua-arabic');
    expect(arabic.textContent).toBe(travelDua.arabic);
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.className).toContain('font-arabic');
    expect(within(card).getByTestId('dua-transliteration').textContent).toBe(
      `Transliteration: ${travelDua.transliteration}`,
    );
    expect(within(card).getByTestId('dua-translation').textContent).toBe(
      `Translation: ${travelDua.translation}`,
    );
    expect(within(card).getByTestId('dua-reference').textContent).toBe('Reference: Sahih Muslim 1342');
    expect(calls.some((call) => call.url === '/api/duas?language=en&occasion=travel')).toBe(true);
  });

  it('stars a dua: it is kept on the server and listed under the favourites', async () => {
    const { calls, starred } = serveDuas();
    renderWithProviders(<DuasPage />);
    expect(await screen.findByText('Star a dua to keep it here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Travel' }));
    const star = await screen.findByRole('button', { name: 'Add Sahih Muslim 1342 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);

    const favourites = screen.getByTestId('dua-favourites');
    await waitFor(() => expect(within(favourites).getAllByTestId('dua-card')).toHaveLength(1));
    expect(starred.has('travel-1')).toBe(true);
    expect(calls.some((call) => call.url === '/api/duas/favourites/travel-1' && call.method === 'PUT')).toBe(
      true,
    );
    const unstar = screen.getAllByRole('button', { name: 'Remove Sahih Muslim 1342 from favourites' });
    expect(unstar.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
  });

  it('finds duas for a need in words, with the personal supplication labelled as not a narration', async () => {
    const { calls } = serveDuas();
    renderWithProviders(<DuasPage />);
    fireEvent.change(await screen.findByLabelText('Or describe what you need'), {
      target: { value: 'my mother is ill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find duas' }));

    const card = await screen.findByTestId('personal-dua');
    expect(within(card).getByRole('heading', { name: 'A personal supplication' })).toBeTruthy();
    expect(within(card).getByTestId('personal-dua-label').textContent).toBe(
      'A personal supplication, not a narration',
    );
    expect(screen.getAllByTestId('dua-card')).toHaveLength(1);
    expect(calls.find((call) => call.url === '/api/duas/generate')?.body).toEqual({
      need: 'my mother is ill',
      language: 'en',
    });
  });

  it('names the occasions in Arabic, the page right to left', async () => {
    serveDuas();
    await applyLanguage('arabic', { persist: false });
    renderWithProviders(<DuasPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'مولّد الأدعية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'السفر' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
