import { useTranslation } from 'react-i18next';

/** Sets the browser tab title for the page (React 19 hoists <title> into <head>). */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation('common');
  return <title>{t('documentTitle', { page })}</title>;
}
