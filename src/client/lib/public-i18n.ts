import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageName } from '@/contracts/constants';
import type { LanguageControl } from './language-control';

/**
 * The interface language of the light public pages (/landing, /blog, /blog/{slug}; see
 * `public-main.tsx`): only the namespaces they show, in the one language shown, each file a small
 * chunk loaded before the first paint. The rules are the app's (D19, decision 006): the device's
 * choice under `appLanguage`, else the browser's language when it is one of the five, else English;
 * a key without a translation shows the key.
 */
const files = import.meta.glob<ResourceLanguage>(
  [
    '../locales/*/common.json',
    '../locales/*/nav.json',
    '../features/blog/locales/*/blog.json',
    '../features/landing/locales/*/landing.json',
  ],
  { import: 'default' },
);

type Language = (typeof LANGUAGES)[number];
const byName = (name: string) => LANGUAGES.find((language) => language.name === name);
const byCode = (code: string) => LANGUAGES.find((language) => language.code === code);
const fallback = (): Language => byName(DEFAULT_LANGUAGE) ?? LANGUAGES[0];

function startLanguage(): Language {
  try {
    const stored = byName(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? '');
    if (stored) return stored;
  } catch {
    // Storage may be blocked; the browser's language decides.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = byCode((tag ?? '').toLowerCase().split('-')[0] ?? '');
    if (found) return found;
  }
  return fallback();
}

async function load(instance: I18n, code: string): Promise<void> {
  const mine = Object.entries(files).filter(([path]) => path.includes(`/locales/${code}/`));
  await Promise.all(
    mine.map(async ([path, read]) => {
      const namespace = /\/([^/]+)\.json$/.exec(path)?.[1] ?? 'common';
      if (!instance.hasResourceBundle(code, namespace))
        instance.addResourceBundle(code, namespace, await read());
    }),
  );
}

function reflect(language: Language): void {
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/** An i18next instance with the start language loaded, and the control the language picker uses. */
export async function createPublicI18n(): Promise<{ i18n: I18n; control: () => LanguageControl }> {
  const start = startLanguage();
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: start.code,
    supportedLngs: LANGUAGES.map((language) => language.code),
    fallbackLng: false,
    defaultNS: 'common',
    ns: [],
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  await load(instance, start.code);
  reflect(start);
  const control = (): LanguageControl => ({
    language: byCode(instance.language) ?? fallback(),
    setLanguage: async (name: LanguageName) => {
      const language = byName(name) ?? fallback();
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language.name);
      } catch {
        // The choice then lasts this visit.
      }
      await load(instance, language.code);
      await instance.changeLanguage(language.code);
      reflect(language);
    },
  });
  return { i18n: instance, control };
}
