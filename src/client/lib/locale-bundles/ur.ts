import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/ur/*.json', '../../features/*/locales/ur/*.json'], {
    eager: true,
    import: 'default',
  }),
);
