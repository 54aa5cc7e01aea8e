import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';

/**
 * Settings, Prayer Reminders end to end on the shared Hidaya (no Twilio: SMS go to the outbox,
 * decision 032): the switch and its badge, the validation toasts, the previews, Save and
 * Test, the recent reminders list, axe, and the panel in Arabic.
 */
const browser = browserForFile();

describe('Settings, Prayer Reminders', () => {
  it('enables reminders, says what is missing, previews each prayer, saves and sends a test', async () => {
    const { page } = await newPage(browser());
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Prayer Reminders' }).click();
    const toggle = page.getByRole('switch', { name: 'Enable prayer reminders' });
    await toggle.waitFor();
    expect(await page.getByTestId('reminders-active').count()).toBe(0);
    for (const label of [
      'Fajr 15 min before',
      'Dhuhr at prayer time',
      'Asr 5 min before',
      'Maghrib at sunset',
      'Isha 10 min before',
    ])
      await expect.poll(() => page.getByText(label).count()).toBe(1);

    await toggle.click();
    await expect.poll(() => page.getByTestId('reminders-active').textContent()).toBe('Active');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Please enter your phone number to enable SMS reminders').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Test' }).click();
    await expect.poll(() => page.getByText('Please enter your phone number first').count()).toBe(1);

    await page.getByLabel('Phone number (with country code)').fill('07911 123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The phone number must include a country code').count()).toBe(1);

    await page.getByLabel('Phone number (with country code)').fill('+44 7911 123456');
    await page.getByLabel('Reminder timing').selectOption('at');
    expect(await page.getByLabel('Minutes before').count()).toBe(0);
    await page.getByLabel('Reminder timing').selectOption('before');
    await page.getByLabel('Message style').selectOption('gentle');
    await expect
      .poll(() => page.getByTestId('reminder-preview-asr').textContent())
      .toContain('A gentle reminder');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Settings Saved!').count()).toBe(1);
    await page.getByRole('button', { name: 'Test' }).click();
    await expect.poll(() => page.getByText('Test Message Sent!').count()).toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: 'Prayer Reminders' }).click();
    await expect
      .poll(() => page.getByLabel('Phone number (with country code)').inputValue())
      .toBe('+447911123456');
    expect(await page.getByText('No reminders sent yet.').count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });

  it('speaks Arabic right to left', async () => {
    const { page } = await newPage(browser(), { language: 'arabic' });
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'تذكيرات الصلاة' }).click();
    await page.getByRole('switch', { name: 'تفعيل تذكيرات الصلاة' }).click();
    await expect.poll(() => page.getByTestId('reminders-active').textContent()).toBe('مفعّل');
    await expect.poll(() => page.getByText('الفجر قبل 15 دقيقة').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
  });
});
