import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The single visible toast (spec: at most one at a time). */
export const toast = (page: Page) => page.locator('[data-testid="toast"], li[role="status"]').last();

export async function waitForPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}
