import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@/client/components/language-switcher';
import { LogoMark } from '@/client/components/logo-mark';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

const SECTION_LINKS = [
  ['#features', 'nav.features'],
  ['#curriculum', 'nav.curriculum'],
  ['#pricing', 'nav.pricing'],
] as const;

/** The landing page's header: section links, and under 768px a toggle that shows them as a menu. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-8">
        <Link href="/" className="flex items-center gap-2 rounded-md text-xl font-bold text-primary">
          <LogoMark />
          <span>{t('common:appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-6 md:flex">
          {SECTION_LINKS.map(([href, key]) => (
            <a key={href} href={href} className="rounded-sm font-semibold hover:text-primary">
              {t(key)}
            </a>
          ))}
          <Link href="/blog" className="rounded-sm font-semibold hover:text-primary">
            {t('nav.blog')}
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Button asChild className="hidden md:inline-flex">
            <Link href="/register">{t('nav.startTrial')}</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            // Drawn on the server for visitors, the page has no React: public-main.ts toggles the menu
            // from these attributes (the same states as here).
            data-menu-toggle=""
            data-open-label={t('nav.openMenu')}
            data-close-label={t('nav.closeMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <Menu aria-hidden="true" data-menu-icon="open" className={cn(open && 'hidden')} />
            <X aria-hidden="true" data-menu-icon="close" className={cn(!open && 'hidden')} />
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.label')}
        className={cn('border-t bg-card px-4 pb-4 md:hidden', !open && 'hidden')}
      >
        <ul className="grid gap-1 pt-2">
          {SECTION_LINKS.map(([href, key]) => (
            <li key={href}>
              <a
                href={href}
                onClick={close}
                className="block rounded-md px-3 py-3 font-semibold hover:bg-muted"
              >
                {t(key)}
              </a>
            </li>
          ))}
          <li>
            <Link
              href="/blog"
              onClick={close}
              className="block rounded-md px-3 py-3 font-semibold hover:bg-muted"
            >
              {t('nav.blog')}
            </Link>
          </li>
          <li className="pt-2">
            <Button asChild className="w-full">
              <Link href="/register">{t('nav.startTrial')}</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
