import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/en/*.json', '../../features/*/locales/en/*.json'], {
    eager: true,
    import: 'default',
  }),
);
