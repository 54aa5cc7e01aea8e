import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHARED_I18N_OPTIONS } from './i18n-options';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode, type LanguageName } from '@/contracts/constants';
import {
  defaultLanguage,
  type Language,
  languageByCode,
  languageByName,
  languageCookie,
  pickLanguage,
} from '@/contracts/language-choice';

export type { Language };
export { languageByCode, languageByName };

/** Languages that only the lesson player's text is written in (spec 2 section 2.4). */
const EXTRA_LESSON_LANGUAGES = ['id'] as const;

/**
 * Locale files, one per namespace and language: the shell's own under `src/client/locales/<lang>/`,
 * each feature's under `src/client/features/<feature>/locales/<lang>/` (decision 014). A language is
 * one chunk, loaded when it is first shown: a page downloads only its interface language.
 */
const LANGUAGE_BUNDLES: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locale-bundles/en'),
  ar: () => import('./locale-bundles/ar'),
  ur: () => import('./locale-bundles/ur'),
  tr: () => import('./locale-bundles/tr'),
  fr: () => import('./locale-bundles/fr'),
  id: () => import('./locale-bundles/id'),
};

const bundleLoads = new Map<string, Promise<ResourceLanguage>>();
function loadBundle(code: string): Promise<ResourceLanguage> {
  let load = bundleLoads.get(code);
  if (!load) {
    const bundle = LANGUAGE_BUNDLES[code];
    load = bundle ? bundle().then((module) => module.default) : Promise.resolve({});
    // A failed download (offline for a moment) is tried again the next time the language is asked for.
    load.catch(() => bundleLoads.delete(code));
    bundleLoads.set(code, load);
  }
  return load;
}

/**
 * An i18next backend on dynamic `import()`: asked for one namespace, it loads the whole language and
 * adds every namespace of it, so a page never waits for a second download.
 */
const languageBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadBundle(language).then(
      (bundle) => {
        for (const [name, content] of Object.entries(bundle)) {
          if (name !== namespace && !i18n.hasResourceBundle(language, name)) {
            i18n.addResourceBundle(language, name, content);
          }
        }
        callback(null, bundle[namespace] ?? {});
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language chosen on this device, when the person has chosen one. */
export function readStoredLanguage(): LanguageName | null {
  try {
    return languageByName(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? '')?.name ?? null;
  } catch {
    return null;
  }
}

/**
 * Remembers the choice on this device, in localStorage and in the cookie the server draws the public
 * pages by (the same rule on both sides: `contracts/language-choice.ts`).
 */
export function storeLanguage(name: LanguageName): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, name);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the choice then lasts this visit.
  }
  document.cookie = languageCookie(name);
}

/** The device choice, else the browser's preferred language when we have it, else English. */
function initialLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage(readStoredLanguage(), preferred);
}

function reflectOnDocument(code: string): void {
  if (typeof document === 'undefined') return;
  const language = languageByCode(code) ?? defaultLanguage();
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

export const i18n = i18next.createInstance();

const startLanguage = initialLanguage();
/**
 * Resolves once the interface language's resources are in: the app renders only then, so no key is
 * ever shown in place of its text.
 */
export const i18nReady = i18n
  .use(languageBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage.code,
    // The lesson player also speaks Indonesian (D19): only its `lesson` namespace exists in `id`.
    supportedLngs: [...LANGUAGES.map((language) => language.code), ...EXTRA_LESSON_LANGUAGES],
    // The backend adds every other namespace of the language along with this one.
    ns: ['common'],
    ...SHARED_I18N_OPTIONS,
  });
i18n.on('languageChanged', reflectOnDocument);
reflectOnDocument(startLanguage.code);

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return languageByCode(i18n.language) ?? defaultLanguage();
}

/**
 * Shows the interface in `name`, sets `lang` and `dir` on <html> and, unless told otherwise,
 * remembers the choice on this device under `appLanguage`.
 */
export async function applyLanguage(name: LanguageName, options: { persist?: boolean } = {}): Promise<void> {
  const language = languageByName(name) ?? defaultLanguage();
  if (options.persist !== false) storeLanguage(language.name);
  if (i18n.language !== language.code) await i18n.changeLanguage(language.code);
  reflectOnDocument(language.code);
}

export function codeOf(name: LanguageName): LanguageCode {
  return (languageByName(name) ?? defaultLanguage()).code;
}

type Translate = (key: string) => string;

/**
 * A message in the interface language: by its catalogue code (see `src/contracts/catalogue.ts`) when
 * the locale files translate it, else `text` as it came. Form errors pass the code as both: the
 * shared schemas raise codes.
 */
export function translateMessage(t: Translate, code: string | undefined, text: string): string {
  if (!code || code.includes(' ')) return text;
  const translated = t(`messages:${code}`);
  return translated === code ? text : translated;
}
