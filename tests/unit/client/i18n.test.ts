import { afterEach, describe, expect, it } from 'vitest';
import { allMessages } from '@/contracts/catalogue';
import { accountsMessages } from '@/contracts/messages/accounts';
import { applyLanguage, i18n, translateMessage } from '@/client/lib/i18n';

// Every feature's catalogue of server messages, as the server loads them.
import.meta.glob('../../../src/contracts/messages/*.ts', { eager: true });

/** Every locale file of the shell and the features, by "<lang>/<namespace>" and then by file. */
const localeFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../src/client/locales/*/*.json', '../../../src/client/features/*/locales/*/*.json'],
  { eager: true, import: 'default' },
);
const filesByLanguage = new Map<string, Map<string, Record<string, unknown>[]>>();
for (const [path, content] of Object.entries(localeFiles)) {
  const [, code = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const namespaces = filesByLanguage.get(code) ?? new Map<string, Record<string, unknown>[]>();
  namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), content]);
  filesByLanguage.set(code, namespaces);
}

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const keysOfNamespace = (code: string, namespace: string): string[] =>
  (filesByLanguage.get(code)?.get(namespace) ?? []).flatMap((content) => keysOf(content)).sort();

afterEach(async () => {
  localStorage.clear();
  await applyLanguage('english', { persist: false });
});

describe('interface languages (decision 006)', () => {
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

  it('translates a server message by its code and leaves an unknown one as it is', async () => {
    await applyLanguage('french');
    const t = i18n.getFixedT(null, 'common');
    const { code, text } = accountsMessages.usernameRequired;

    expect(translateMessage(t, code, text)).toBe(i18n.t('messages:usernameRequired'));
    expect(translateMessage(t, code, text)).not.toBe(text);
    expect(translateMessage(t, 'noSuchCode', 'Something only the server knows')).toBe(
      'Something only the server knows',
    );
    expect(translateMessage(t, undefined, 'Something only the server knows')).toBe(
      'Something only the server knows',
    );
  });

  it('the English messages namespace says every catalogue message word for word', () => {
    const english = i18n.getFixedT('en', 'messages');
    expect(allMessages().length).toBeGreaterThan(40);
    for (const { code, text } of allMessages()) expect(english(code), code).toBe(text);
  });

  it('no two locale files of one namespace define the same key', () => {
    for (const [code, namespaces] of filesByLanguage) {
      for (const [namespace, files] of namespaces) {
        const keys = files.flatMap((content) => keysOf(content));
        expect(keys.length, `${code}/${namespace}`).toBe(new Set(keys).size);
      }
    }
  });

  it('every language has every key the English files have', () => {
    const english = filesByLanguage.get('en') ?? new Map();
    expect(english.size).toBeGreaterThan(10);
    for (const code of ['ar', 'ur', 'tr', 'fr']) {
      for (const namespace of english.keys()) {
        expect(keysOfNamespace(code, namespace), `${code}/${namespace}`).toEqual(
          keysOfNamespace('en', namespace),
        );
      }
    }
  });
});
