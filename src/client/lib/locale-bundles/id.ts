import type { ResourceLanguage } from 'i18next';
import { mergeLocaleFiles } from './merge';

export default mergeLocaleFiles(
  import.meta.glob<ResourceLanguage>(['../../locales/id/*.json', '../../features/*/locales/id/*.json'], {
    eager: true,
    import: 'default',
  }),
);
