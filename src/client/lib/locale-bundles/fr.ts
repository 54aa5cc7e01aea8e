import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

/** The shell's namespaces in this language (`SHELL_NAMESPACES` in `i18n.ts`): one chunk, loaded at start. */
export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(
    ['../../locales/fr/*.json', '../../features/*/locales/fr/messages.json'],
    { eager: true, import: 'default' },
  ),
);
