import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicConfig } from '@/contracts/system';
import { LogoMark } from '@/client/components/logo-mark';
import { cachedJson } from '@/client/lib/page-data';

function SupportLink() {
  const config = use(cachedJson<PublicConfig>('/api/config/public'));
  if (!config) return null;
  return (
    <a
      href={`mailto:${config.supportEmail}`}
      dir="ltr"
      className="font-semibold underline underline-offset-4"
    >
      {config.supportEmail}
    </a>
  );
}

function HelpLink({ label }: { label: string }) {
  const config = use(cachedJson<PublicConfig>('/api/config/public'));
  return (
    <a href={`mailto:${config?.supportEmail ?? ''}?subject=Help`} className="underline underline-offset-4">
      {label}
    </a>
  );
}

/** Spec 3 section 2: the support address, and help and privacy links. */
export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t bg-card px-4 py-10 text-sm md:px-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <LogoMark className="size-6" />
            {t('common:appName')}
          </p>
          <p className="text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <div className="grid gap-1">
          <p className="font-bold">{t('footer.support')}</p>
          <Suspense fallback={<span className="text-muted-foreground">{t('common:loading')}</span>}>
            <SupportLink />
          </Suspense>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Suspense fallback={null}>
              <HelpLink label={t('footer.help')} />
            </Suspense>
          </li>
          <li>
            <Link href="/privacy" className="underline underline-offset-4">
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link href="/blog" className="underline underline-offset-4">
              {t('footer.blog')}
            </Link>
          </li>
        </ul>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
