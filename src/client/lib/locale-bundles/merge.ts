import type { ResourceLanguage } from 'i18next';

/**
 * One language's resources from its locale files, by namespace. Several files may fill one namespace:
 * every feature adds the translations of its server messages to `messages`.
 */
export function mergeLocaleFiles(files: Record<string, ResourceLanguage>): ResourceLanguage {
  const resources: ResourceLanguage = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (!namespace) continue;
    resources[namespace] = { ...(resources[namespace] as object | undefined), ...content };
  }
  return resources;
}

/**
 * Every language's resources from locale files of several languages (`.../locales/<lang>/<ns>.json`):
 * the server's drawing of the public pages has them all at hand.
 */
export function mergeLocaleFilesByLanguage(
  files: Record<string, ResourceLanguage>,
): Record<string, ResourceLanguage> {
  const byLanguage: Record<string, Record<string, ResourceLanguage>> = {};
  for (const [path, content] of Object.entries(files)) {
    const code = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
    if (code) byLanguage[code] = { ...byLanguage[code], [path]: content };
  }
  return Object.fromEntries(
    Object.entries(byLanguage).map(([code, languageFiles]) => [code, mergeLocaleFiles(languageFiles)]),
  );
}
