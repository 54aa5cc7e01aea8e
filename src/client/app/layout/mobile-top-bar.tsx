import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LogoMark } from '@/client/components/logo-mark';

/** The drawer's id (the drawer is its own chunk, loaded on first opening: see app-shell.tsx). */
export const MOBILE_DRAWER_ID = 'mobile-drawer';
/** The menu button's id: the drawer gives the focus back to it when it closes. */
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';

export function MobileTopBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <header className="on-dark sticky top-0 z-30 flex min-h-14 items-center gap-2 bg-sidebar px-2 text-sidebar-foreground shadow md:hidden">
      <button
        type="button"
        id={MOBILE_MENU_BUTTON_ID}
        data-testid="menu-button"
        onClick={onOpenMenu}
        aria-label={t('openMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? MOBILE_DRAWER_ID : undefined}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-sidebar-hover"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Link href="/" className="flex items-center gap-2 rounded-md text-lg font-bold">
        <LogoMark className="size-7" />
        <span>{t('common:appName')}</span>
      </Link>
    </header>
  );
}
