import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/**
 * Debian's chromium-headless-shell (Chromium's own headless build, the one Playwright runs by default):
 * no browser UI processes behind each page, so a file's pages cost less CPU than full Chromium's in
 * headless mode (measured: two files' tests 48 s against 63 s, one after another). Full Chromium when
 * the shell is not installed.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const baseURL = () => inject('baseURL');

/**
 * Debian's Chromium with the flags this closed network needs (architecture.md); Playwright gives it a
 * fresh profile. `extraArgs`: e.g. `--use-file-for-fake-audio-capture=<wav>` for the fake microphone.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      ...extraArgs,
    ],
  });
}

/**
 * The test file's browser, launched before its tests and closed after them. At the top of a file,
 * `const browser = browserForFile();`, then `newPage(browser())` in its tests.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call browser() inside a test.');
    return browser;
  };
}

export type LanguageName = 'english' | 'arabic' | 'urdu' | 'turkish' | 'french';

export interface PageOptions {
  language?: LanguageName;
  /** Another Hidaya instance than the one the global setup started. */
  baseURL?: string;
  width?: number;
  height?: number;
  /**
   * 'block' keeps the app's service worker out: Playwright's page.route never sees the requests a
   * worker answers, so a test that stubs the app's own files blocks it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh context (own cookies) with the interface language set explicitly, as every test should. */
export async function newPage(
  browser: Browser,
  { language = 'english', width = 1280, height = 800, baseURL: url, serviceWorkers }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: url ?? baseURL(),
    viewport: { width, height },
    serviceWorkers,
  });
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('appLanguage')) window.localStorage.setItem('appLanguage', lang);
  }, language);
  const errors: string[] = [];
  // Chromium reports some refusals (a caught `new Function`, say) only as a `securitypolicyviolation`
  // event, never on the console: every page listens for them from its first script on.
  await context.exposeBinding('__hidayaCspViolation', (_source, text: string) => errors.push(text));
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __hidayaCspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `CSP ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`;
      seen.push(text);
      void (
        window as unknown as { __hidayaCspViolation: (text: string) => Promise<void> }
      ).__hidayaCspViolation(text);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(message.text());
    }
  });
  (page as Page & { hidayaErrors: string[] }).hidayaErrors = errors;
  return { context, page };
}

/** Script errors and CSP refusals seen on the page: a test ends by expecting none. */
export const pageErrors = (page: Page) => (page as Page & { hidayaErrors: string[] }).hidayaErrors;

/** The `securitypolicyviolation` events the page's document has dispatched so far, read from the page. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hidayaCspViolations: string[] }).__hidayaCspViolations);

let counter = 0;
export function uniqueAccount(prefix = 'e2e') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}_${id}@mail.test`,
    password: 'Salaam#2026',
  };
}

/** Registers through the API from inside the page's context, so the browser holds the session cookie. */
export async function registerViaApi(page: Page, account = uniqueAccount()) {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  // A colour transition still running (a step just selected) would be measured half-way: wait for every
  // finite transition and animation to end first (endless ones, such as a spinner, are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
