import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_VERSION } from '@/contracts/constants';

/** The blog and the school's page first: the signed-out home reaches them only from here. */
const LINKS = [
  ['/blog', 'blog'],
  ['/landing', 'footer.school'],
  ['/terms', 'footer.terms'],
  ['/help', 'footer.help'],
  ['/privacy', 'footer.privacy'],
] as const;

export function SiteFooter() {
  const { t } = useTranslation('nav');
  return (
    <footer className="border-t px-4 py-6 text-sm text-muted-foreground md:px-8">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p>{t('footer.version', { version: APP_VERSION })}</p>
        <ul className="flex flex-wrap gap-4">
          {LINKS.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="underline underline-offset-4 hover:text-foreground">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
