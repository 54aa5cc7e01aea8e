import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { launchBrowser, newPage, pageErrors, registerViaApi } from './support/browser';
import { aiProviderEnv, ownPort, startServer, stopServer, waitForHealth } from './support/server';
import { installScriptedRecognition, type Spoken, stubSpeechSynthesis } from './support/speech';

/**
 * Both prayer screens with a configured OpenAI-compatible provider: a second Hidaya process whose
 * AI_BASE_URL points at a fake provider on 127.0.0.1, reached through the official SDK.
 */
const PORT = ownPort(30);
let browser: Browser;
let fake: FakeOpenAi;
let server: ReturnType<typeof startServer>;
let dataDir: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  dataDir = mkdtempSync(path.join(tmpdir(), 'hidaya-ai-e2e-'));
  server = startServer(PORT, dataDir, aiProviderEnv(fake.baseUrl));
  await waitForHealth(server);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stopServer(server);
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new learner on the coaching view of Fajr, with scripted speech that says "next" once. */
async function openCoach(tradition: 'sunni' | 'shia') {
  const opened = await newPage(browser, { baseURL: server.baseURL });
  await opened.context.addInitScript(stubSpeechSynthesis);
  await opened.context.addInitScript(installScriptedRecognition, ['next']);
  await registerViaApi(opened.page);
  await opened.page.goto('/prayer-teacher');
  await opened.page.getByLabel('Prayer Type').selectOption('fajr');
  await opened.page.getByLabel('Islamic Tradition').selectOption(tradition);
  await opened.page.getByRole('button', { name: 'Start Voice Coaching' }).click();
  return opened;
}

describe('with a configured AI provider', () => {
  it("the voice coach speaks the provider's answer with the provider's voice and follows the step", async () => {
    fake.chatQueue.push({ text: 'Now the opening takbir: raise your hands and say Allahu Akbar.' });
    const { context, page } = await openCoach('shia');
    await expect
      .poll(() => page.getByTestId('coach-step-list').locator('li').count(), { timeout: 15_000 })
      .toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Start Prayer' }).click();
    const reply = page.getByTestId('coach-reply');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('Now the opening takbir');
    await expect.poll(() => page.getByTestId('coach-step-2').getAttribute('aria-current')).toBe('step');

    const chat = fake.requests.find((r) => r.path === '/v1/chat/completions')!;
    const system = (chat.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain("Shia (Ja'fari) tradition");
    // The reply was spoken by the provider's speech (audio), not by the browser's synthesis.
    await expect.poll(() => fake.requests.some((r) => r.path === '/v1/audio/speech')).toBe(true);
    const spokenByBrowser = await page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
    expect(spokenByBrowser.filter((s) => s.text.includes('opening takbir'))).toEqual([]);

    await page.getByRole('button', { name: 'Stop Prayer' }).click();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("speaks the spec's fallback line when the provider fails", async () => {
    fake.chatQueue.push({ status: 500 });
    const { context, page } = await openCoach('sunni');
    await page.getByRole('button', { name: 'Start Prayer' }).click();
    await expect
      .poll(() => page.getByTestId('coach-reply').textContent(), { timeout: 15_000 })
      .toContain("I'm sorry, I didn't catch that. Could you please repeat?");
    await context.close();
  });

  it('the lesson player plays the lesson; the AI settings test the provider connection', async () => {
    const { context, page } = await newPage(browser, { baseURL: server.baseURL });
    await context.addInitScript(stubSpeechSynthesis);
    await registerViaApi(page);
    await page.goto('/prayer-learning');
    await page.getByLabel('Prayer Type').selectOption('fajr');
    await page.getByLabel('Islamic Tradition').selectOption('sunni');
    await page.getByLabel('Learning Level').selectOption('3');
    await page.getByRole('button', { name: 'Start Lesson' }).click();
    await expect
      .poll(() => page.getByTestId('lesson-step-indicator').textContent(), { timeout: 15_000 })
      .toMatch(/Step 1 of \d+/);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'AI Provider' }).click();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('The AI provider answered.');
    await context.close();
  });
});
