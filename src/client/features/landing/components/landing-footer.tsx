import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogoMark } from '@/client/components/logo-mark';
import { SupportAddress } from '@/client/components/support-address';

/** Spec 3 section 2: the support address, and help and privacy links (help is the /help page). */
const LINKS = [
  ['/help', 'footer.help'],
  ['/privacy', 'footer.privacy'],
  ['/blog', 'footer.blog'],
] as const;

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
          <SupportAddress />
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="underline underline-offset-4">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
