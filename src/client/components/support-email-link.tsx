import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/client/lib/public-config';

/** The support address from the server's public configuration, as a mailto link. */
export function SupportEmailLink() {
  const { t } = useTranslation('common');
  const { data, isPending, isError } = usePublicConfig();
  if (isPending) return <span className="text-muted-foreground">{t('loading')}</span>;
  if (isError) return <span className="text-muted-foreground">{t('supportUnavailable')}</span>;
  return (
    <a
      href={`mailto:${data.supportEmail}`}
      dir="ltr"
      className="font-semibold text-primary underline underline-offset-4"
    >
      {data.supportEmail}
    </a>
  );
}
