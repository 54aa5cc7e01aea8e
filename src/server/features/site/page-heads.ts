import path from 'node:path';
import { z } from 'zod';
import { LANGUAGE_NAMES } from '@/contracts/constants';
import type { Language } from '@/contracts/language-choice';
import { deepFreeze, inEveryLanguage, nonBlank, readContentJson, sentence } from '../../content/files';
import type { PageHead } from '../../platform/html-document';
import { projectRoot } from '../../paths';

const headText = z.strictObject({ title: sentence(), description: sentence() });
const pagesSchema = z.strictObject({
  auth: headText,
  register: headText,
  terms: headText,
  privacy: headText,
  notFound: headText,
});

/** The app pages' titles and descriptions, one entry per language: read and checked at start. */
export const PAGE_HEADS_FILE = path.join(projectRoot, 'src/server/features/site/locales/page-heads.json');
export const pageHeadsFileSchema = inEveryLanguage(LANGUAGE_NAMES, pagesSchema).extend({ about: nonBlank });

const file = deepFreeze(readContentJson(PAGE_HEADS_FILE, pageHeadsFileSchema));

export type AppPageHead = keyof z.infer<typeof pagesSchema>;

/**
 * The head of a page the app draws in the browser, in the language the page is served in (the same
 * rule as the server-drawn pages, decision 018): crawlers, which send no language, read English.
 */
export function appPageHead(page: AppPageHead, pagePath: string, language: Language): PageHead {
  const { title, description } = file[language.name][page];
  return { title, description, path: pagePath, ...(page === 'notFound' ? { noindex: true } : {}) };
}
