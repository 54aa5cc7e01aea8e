import i18next, { type BackendModule, type ResourceKey, type ResourceLanguage } from 'i18next';
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

/** Languages that only the lesson player's text is written in. */
const EXTRA_LESSON_LANGUAGES = ['id'] as const;

/**
 * The shell's namespaces, loaded at start in the interface language: the frame's (`common`, `nav`),
 * `errors`, and `messages`, which every feature fills with the translations of its server messages
 * (a toast can carry any of them on any page).
 */
export const SHELL_NAMESPACES: readonly string[] = ['common', 'nav', 'errors', 'messages'];

/**
 * The shell's namespaces of one language are one chunk (`locale-bundles/<code>.ts`). Indonesian has
 * none: only the lesson player speaks it.
 */
const SHELL_BUNDLES: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./locale-bundles/en'),
  ar: () => import('./locale-bundles/ar'),
  ur: () => import('./locale-bundles/ur'),
  tr: () => import('./locale-bundles/tr'),
  fr: () => import('./locale-bundles/fr'),
};

/**
 * Every other namespace: a feature's `features/<feature>/locales/<lang>/<namespace>.json`, each file
 * its own chunk, loaded when a page that names it in its route is shown in that language
 * (decision 014).
 */
const FEATURE_LOCALE_FILES = import.meta.glob<ResourceKey>(
  ['../features/*/locales/*/*.json', '!../features/*/locales/*/messages.json'],
  { import: 'default' },
);
const NAMESPACE_FILES = new Map<string, (() => Promise<ResourceKey>)[]>();
for (const [path, load] of Object.entries(FEATURE_LOCALE_FILES)) {
  const [, code, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!code || !namespace) continue;
  const key = `${code}/${namespace}`;
  NAMESPACE_FILES.set(key, [...(NAMESPACE_FILES.get(key) ?? []), load]);
}

/** The namespaces a route can name: every feature namespace but the shell's. */
export const PAGE_NAMESPACES: readonly string[] = [
  ...new Set([...NAMESPACE_FILES.keys()].map((key) => key.slice(key.indexOf('/') + 1))),
].sort();

const isShellNamespace = (namespace: string) => SHELL_NAMESPACES.includes(namespace);

async function readResources(code: string, namespace: string): Promise<ResourceLanguage> {
  if (isShellNamespace(namespace)) {
    const bundle = SHELL_BUNDLES[code];
    return bundle ? (await bundle()).default : {};
  }
  const files = await Promise.all((NAMESPACE_FILES.get(`${code}/${namespace}`) ?? []).map((load) => load()));
  return { [namespace]: Object.assign({}, ...files) as ResourceKey };
}

const downloads = new Map<string, Promise<void>>();
/**
 * Adds `namespace` of language `code` to i18next, downloading its chunk once (the shell's chunk adds
 * all the shell's namespaces). A namespace without a file in that language is added empty, so it
 * counts as loaded and its keys show as keys (decision 006).
 */
function download(code: string, namespace: string): Promise<void> {
  const key = isShellNamespace(namespace) ? `${code}/(shell)` : `${code}/${namespace}`;
  let load = downloads.get(key);
  if (!load) {
    load = readResources(code, namespace).then((resources) => {
      for (const name of isShellNamespace(namespace) ? SHELL_NAMESPACES : [namespace]) {
        if (!i18n.hasResourceBundle(code, name)) i18n.addResourceBundle(code, name, resources[name] ?? {});
      }
    });
    // A failed download (offline for a moment) is tried again the next time the namespace is asked for.
    load.catch(() => downloads.delete(key));
    downloads.set(key, load);
  }
  return load;
}

/**
 * A promise that records how it settled in the fields React's `use` reads (`status`, `reason`), so
 * a settled one is read at once instead of suspending the page again.
 */
type Readable = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };
function readable(promise: Promise<void>, settled = false): Readable {
  const thenable: Readable = promise;
  thenable.status = settled ? 'fulfilled' : 'pending';
  promise.then(
    () => {
      thenable.status = 'fulfilled';
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
}

const requests = new Map<string, Readable>();
/**
 * Loads `namespaces` of language `code`. The same request answers the same promise, already settled
 * when they are in, so a component can suspend on it with React's `use`.
 */
export function loadNamespaces(code: string, namespaces: readonly string[]): Promise<void> {
  const key = `${code}:${namespaces.join(',')}`;
  let request = requests.get(key);
  if (!request) {
    request = hasNamespaces(code, namespaces)
      ? readable(Promise.resolve(), true)
      : readable(Promise.all(namespaces.map((namespace) => download(code, namespace))).then(() => undefined));
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/** Whether every one of `namespaces` of language `code` is in. */
export function hasNamespaces(code: string, namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => i18n.hasResourceBundle(code, namespace));
}

/** The namespaces of the page on screen (its route's): a change of language loads them first. */
let shownNamespaces: readonly string[] = [];
/** Records the namespaces of the page now shown; the returned function forgets them when it goes. */
export function showNamespaces(namespaces: readonly string[]): () => void {
  shownNamespaces = namespaces;
  return () => {
    if (shownNamespaces === namespaces) shownNamespaces = [];
  };
}

/** i18next's own loads (the shell's namespaces at start and on a change of language) go through `download`. */
const namespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    download(language, namespace).then(
      () => callback(null, i18n.getResourceBundle(language, namespace) ?? {}),
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
 * Resolves once the shell's namespaces of the interface language are in: the app renders only then,
 * and each page waits for its own (the router), so no key is ever shown in place of its text.
 */
export const i18nReady = i18n
  .use(namespaceBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage.code,
    // The lesson player also speaks Indonesian (decision 006): only its `lesson` namespace exists in `id`.
    supportedLngs: [...LANGUAGES.map((language) => language.code), ...EXTRA_LESSON_LANGUAGES],
    // What i18next loads itself, at start and for a new language; pages' namespaces load by route.
    ns: [...SHELL_NAMESPACES],
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
  if (i18n.language !== language.code) {
    // The page on screen switches in one step, already in its new language's namespaces.
    await loadNamespaces(language.code, [...SHELL_NAMESPACES, ...shownNamespaces]);
    await i18n.changeLanguage(language.code);
  }
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
