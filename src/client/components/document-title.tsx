import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab title for the page (React 19 hoists <title> into <head>). Drawn on the server
 * (the public pages), it leads the markup, and the server moves it into the head it writes.
 */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation('common');
  return <title>{t('documentTitle', { page })}</title>;
}
