import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@/contracts/messages';
import { applyLanguage, i18n, translateServerMessage } from '@/client/lib/i18n';

afterEach(async () => {
  localStorage.clear();
  await applyLanguage('english', { persist: false });
});

describe('interface languages (D19)', () => {
  it('a key without a translation shows the key itself', async () => {
    await applyLanguage('english');
    expect(i18n.t('common:no.such.key')).toBe('no.such.key');
    expect(i18n.t('common:notFound.title')).toBe('Page Not Found');
  });

  it('arabic switches the page to right-to-left and is remembered under appLanguage', async () => {
    await applyLanguage('arabic');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('appLanguage')).toBe('arabic');
  });

  it('urdu is right-to-left too, turkish is left-to-right', async () => {
    await applyLanguage('urdu');
    expect(document.documentElement.dir).toBe('rtl');
    await applyLanguage('turkish');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('tr');
  });

  it('translates a known server message and leaves an unknown one as it is', async () => {
    await applyLanguage('french');
    const t = i18n.getFixedT(null, 'common');

    expect(translateServerMessage(t, messages.usernameRequired)).toBe(i18n.t('messages:usernameRequired'));
    expect(translateServerMessage(t, messages.usernameRequired)).not.toBe(messages.usernameRequired);
    expect(translateServerMessage(t, 'Something only the server knows')).toBe(
      'Something only the server knows',
    );
  });

  it('the English messages namespace says every catalogue message word for word', () => {
    const english = i18n.getFixedT('en', 'messages');
    for (const [key, text] of Object.entries(messages)) expect(english(key), key).toBe(text);
  });

  it('every language has every key the English files have', () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    const english = i18n.store.data.en ?? {};
    for (const code of ['ar', 'ur', 'tr', 'fr']) {
      const other = i18n.store.data[code] ?? {};
      for (const [namespace, content] of Object.entries(english)) {
        expect(keysOf(other[namespace]).sort(), `${code}/${namespace}`).toEqual(keysOf(content).sort());
      }
    }
  });
});
