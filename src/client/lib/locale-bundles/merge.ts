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
