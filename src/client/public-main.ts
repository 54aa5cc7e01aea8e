import './styles.css';
import { LANGUAGE_STORAGE_KEY } from '@/contracts/constants';
import { LANGUAGE_COOKIE, languageByName, languageCookie } from '@/contracts/language-choice';
import { reportPageView } from '@/client/features/analytics/public';
import { wireLoginForm } from './public-login';
import { toast } from './public-toast';

/**
 * The script of the public pages a visitor opens first (/, /landing, /blog, /blog/{slug}, /help). The
 * server draws them with the app's components, in the visitor's language (decision 018), so they show
 * without any script; this one wires their few controls from data attributes the components write:
 * the language picker, the landing page's menu toggle, the blog search, the Share button and the
 * home's sign-in form, and counts the page view (decision 031). It loads no React: a link to any other
 * page loads the app.
 */

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const hasLanguageCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));

/** Keeps the choice on the device and in the cookie the server reads; true when the cookie took. */
function rememberLanguage(name: string): boolean {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, name);
  } catch {
    // Storage may be blocked; the cookie still carries the choice.
  }
  document.cookie = languageCookie(name);
  return hasLanguageCookie();
}

/**
 * A device choice made before the cookie existed (in the app, say) and not the page's language: the
 * server learns it from the cookie and draws the page again. Without cookies nothing reloads.
 */
const chosen = languageByName(storedLanguage() ?? '');
let reloading = false;
if (chosen && chosen.code !== document.documentElement.lang) {
  reloading = rememberLanguage(chosen.name);
  if (reloading) window.location.reload();
} else if (chosen && !hasLanguageCookie()) {
  rememberLanguage(chosen.name);
}
// The page drawn again in the chosen language is the one counted.
if (!reloading) reportPageView(window.location.pathname, document.referrer);

for (const picker of document.querySelectorAll<HTMLSelectElement>('select[data-language-picker]')) {
  picker.addEventListener('change', () => {
    const language = languageByName(picker.value);
    if (language && rememberLanguage(language.name)) window.location.reload();
  });
}

/** The landing page's menu under 768 px: the same states as its React component. */
for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[data-menu-toggle]')) {
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!menu) continue;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '');
    toggle.querySelector('[data-menu-icon="open"]')?.classList.toggle('hidden', open);
    toggle.querySelector('[data-menu-icon="close"]')?.classList.toggle('hidden', !open);
    menu.classList.toggle('hidden', !open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', () => setOpen(false));
}

/**
 * The blog search: a GET form on /blog that the server answers with the filtered list. As the person
 * types or picks a category, the filtered page is fetched and its list and category buttons replace
 * these; the address follows, so a search can be shared.
 */
const searchForm = document.querySelector<HTMLFormElement>('form[data-blog-search]');
const results = document.getElementById('blog-results');
if (searchForm && results) {
  const input = searchForm.querySelector<HTMLInputElement>('input[name="search"]');
  let category = new URLSearchParams(window.location.search).get('category') ?? '';
  let pending: AbortController | undefined;
  let timer: number | undefined;

  const update = async () => {
    pending?.abort();
    pending = new AbortController();
    const params = new URLSearchParams();
    if (input?.value) params.set('search', input.value);
    if (category) params.set('category', category);
    const address = `/blog${params.size ? `?${params}` : ''}`;
    try {
      const response = await fetch(address, { signal: pending.signal, headers: { accept: 'text/html' } });
      if (!response.ok) return;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const list = page.getElementById('blog-results');
      const buttons = page.querySelector('form[data-blog-search] [role="group"]');
      if (list) results.replaceChildren(...list.childNodes);
      if (buttons) searchForm.querySelector('[role="group"]')?.replaceChildren(...buttons.childNodes);
      window.history.replaceState(null, '', address);
    } catch {
      // Typing on (which aborts this request) or a lost connection: the list stays as it was.
    }
  };

  input?.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(), 150);
  });
  searchForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = event.submitter;
    if (button instanceof HTMLButtonElement && button.name === 'category') {
      category = button.value;
      for (const other of searchForm.querySelectorAll('button[name="category"]'))
        other.setAttribute('aria-pressed', String(other === button));
    }
    window.clearTimeout(timer);
    void update();
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share-path]')) {
  button.addEventListener('click', async () => {
    const { sharePath = '/', shareTitle = '', shareText = '' } = button.dataset;
    const url = new URL(sharePath, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareTitle, text: shareText, url });
      } catch {
        // Closing the share sheet is a choice, not a failure.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(button.dataset.copiedTitle ?? '', button.dataset.copiedDescription ?? '');
    } catch {
      toast(button.dataset.failedTitle ?? '', url, true);
    }
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-login-form]')) wireLoginForm(form);
