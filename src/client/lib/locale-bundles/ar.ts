import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/ar/*.json', '../../features/*/locales/ar/*.json'], {
    eager: true,
    import: 'default',
  }),
);
