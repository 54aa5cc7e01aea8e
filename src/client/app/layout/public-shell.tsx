import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogoMark } from '@/client/components/logo-mark';
import { LanguageSwitcher } from '@/client/components/language-switcher';
import { SiteFooter } from './site-footer';
import { MAIN_ID, SkipLink } from './skip-link';

/** The frame of pages seen signed out: a simple header with the name and a language picker. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b bg-card/90 px-4 backdrop-blur md:px-8">
        <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4">
          <Link href="/" className="flex items-center gap-2 rounded-md text-xl font-bold text-primary">
            <LogoMark />
            <span>{t('appName')}</span>
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-8 outline-none md:px-8">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
