import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/fr/*.json', '../../features/*/locales/fr/*.json'], {
    eager: true,
    import: 'default',
  }),
);
