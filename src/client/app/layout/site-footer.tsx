import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_VERSION } from '@/contracts/constants';

export function SiteFooter() {
  const { t } = useTranslation('nav');
  return (
    <footer className="border-t px-4 py-6 text-sm text-muted-foreground md:px-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p>{t('footer.version', { version: APP_VERSION })}</p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link href="/terms" className="underline underline-offset-4 hover:text-foreground">
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link href="/help" className="underline underline-offset-4 hover:text-foreground">
              {t('footer.help')}
            </Link>
          </li>
          <li>
            <Link href="/privacy" className="underline underline-offset-4 hover:text-foreground">
              {t('footer.privacy')}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
