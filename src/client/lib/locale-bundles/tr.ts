import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/tr/*.json', '../../features/*/locales/tr/*.json'], {
    eager: true,
    import: 'default',
  }),
);
