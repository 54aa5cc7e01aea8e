import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {t('skipToContent')}
    </a>
  );
}
