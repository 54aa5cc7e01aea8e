import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  type LanguageName,
  newPage,
  pageErrors,
  registerViaApi,
} from './support/browser';

const browser = browserForFile();

const LANGUAGES: LanguageName[] = ['english', 'arabic', 'urdu', 'turkish', 'french'];

/**
 * Whether the text a control shows is drawn whole: a text field's placeholder (put in as its value for
 * the measure, then taken out) or a drop-down's chosen option, in the control's own font and width.
 */
const showsWhole = (control: Locator) =>
  control.evaluate((element) => {
    if (element instanceof HTMLSelectElement) {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return context.measureText(element.selectedOptions[0]?.text ?? '').width <= room;
    }
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return false;
    const before = element.value;
    element.value = element.placeholder;
    const whole = element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
    element.value = before;
    return whole;
  });

describe('long labels are not cut', () => {
  for (const language of LANGUAGES) {
    it(`in ${language} at 1280 and 375 px: the Quran teacher's chat placeholder and the lesson's level`, async () => {
      const { context, page } = await newPage(browser(), { language });
      await registerViaApi(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/quran-teacher');
        const chat = page.locator('form textarea, form input[type="text"]').last();
        await expect.poll(() => chat.isVisible()).toBe(true);
        expect(await showsWhole(chat), `chat placeholder at ${width}px`).toBe(true);

        await page.goto('/prayer-learning');
        const level = page.getByTestId('lesson-level');
        await expect.poll(() => level.isVisible()).toBe(true);
        await level.selectOption('1');
        expect(await showsWhole(level), `level at ${width}px`).toBe(true);
        // The level's explanation (the product's copy: 'Beginner (step-by-step with detailed explanations)') stays shown.
        if (language === 'english') {
          expect(await level.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
            'Beginner',
          );
          await expect
            .poll(() => page.getByText('step-by-step with detailed explanations').isVisible())
            .toBe(true);
          await expectNoSeriousAxeViolations(page);
        }
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
