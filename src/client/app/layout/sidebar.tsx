import { Languages, LogOut, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { PublicUser } from '@/contracts/auth';
import { LogoMark } from '@/client/components/logo-mark';
import { TEST_LOGOUT_URL, useLogout } from '@/client/features/accounts/api/logout';
import { languageByCode } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { ADMIN_ITEMS, SIDEBAR_ITEMS, isActive, type NavItem } from './navigation';

type SidebarProps = {
  user: PublicUser;
  /** The 70px icon rail instead of the 240px sidebar. */
  collapsed: boolean;
  /** Given on wide screens, where the sidebar can be collapsed; absent in the mobile drawer. */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** The id of the element whose width the collapse toggle changes. */
  controlsId?: string;
};

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md border-s-[3px] border-transparent px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-hover [&_svg]:size-5 [&_svg]:shrink-0';

function SidebarLink({
  item,
  location,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  location: string;
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation('nav');
  const active = isActive(item, location);
  const label = t(item.labelKey);
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
        className={cn(
          itemClass,
          collapsed && 'justify-center px-0',
          active && 'border-sidebar-accent bg-sidebar-active font-semibold',
        )}
      >
        <Icon aria-hidden="true" className={active ? 'text-sidebar-accent' : undefined} />
        <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{label}</span>
      </Link>
    </li>
  );
}

export function Sidebar({ user, collapsed, onToggleCollapsed, onNavigate, controlsId }: SidebarProps) {
  const { t, i18n } = useTranslation('nav');
  const [location] = useLocation();
  const logout = useLogout();
  const testLogout = useLogout(TEST_LOGOUT_URL);
  const languageLabel = languageByCode(i18n.language)?.label ?? i18n.language;
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <div className="on-dark flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div
        className={cn('flex min-h-16 items-center gap-2 px-3', collapsed && 'flex-col justify-center py-3')}
      >
        <Link
          href="/"
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-bold"
          title={collapsed ? t('common:appName') : undefined}
        >
          <LogoMark />
          <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{t('common:appName')}</span>
        </Link>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
            aria-expanded={!collapsed}
            aria-controls={controlsId}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md hover:bg-sidebar-hover',
              !collapsed && 'ms-auto',
            )}
          >
            <ToggleIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        ) : null}
      </div>

      <div className="flex-1 overflow-y-auto px-2 pb-4">
        <nav aria-label={t('mainNavigation')}>
          <ul className="grid gap-1">
            {SIDEBAR_ITEMS.map((item) => (
              <SidebarLink
                key={item.href}
                item={item}
                location={location}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </nav>

        {user.isAdmin ? (
          <nav aria-label={t('adminNavigation')} className="mt-4 border-t border-sidebar-hover pt-4">
            <p
              className={cn(
                'px-3 pb-2 text-xs font-semibold tracking-wide text-sidebar-muted uppercase',
                collapsed && 'sr-only',
              )}
            >
              {t('adminNavigation')}
            </p>
            <ul className="grid gap-1" data-testid="admin-nav">
              {ADMIN_ITEMS.map((item) => (
                <SidebarLink
                  key={item.href}
                  item={item}
                  location={location}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => testLogout.mutate()}
                  disabled={testLogout.isPending}
                  title={collapsed ? t('testLogout') : undefined}
                  className={cn(itemClass, collapsed && 'justify-center px-0')}
                >
                  <LogOut aria-hidden="true" />
                  <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{t('testLogout')}</span>
                </button>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>

      <div className="grid gap-1 border-t border-sidebar-hover p-2">
        <p
          className={cn(
            'flex items-center gap-3 border-s-[3px] border-transparent px-3 py-1 text-sm text-sidebar-muted',
            collapsed && 'justify-center px-0',
          )}
          title={collapsed ? t('currentLanguage', { language: languageLabel }) : undefined}
        >
          <Languages aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>
            {t('currentLanguage', { language: languageLabel })}
          </span>
        </p>
        <p
          className={cn(
            'flex items-center gap-3 border-s-[3px] border-transparent px-3 py-1 text-sm',
            collapsed && 'justify-center px-0',
          )}
          title={t('signedInAs', { username: user.username })}
        >
          <UserRound aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'} data-testid="sidebar-username">
            {t('signedInAs', { username: user.username })}
          </span>
        </p>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          title={collapsed ? t('logout') : undefined}
          className={cn(itemClass, collapsed && 'justify-center px-0')}
        >
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          <span className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>
            {logout.isPending ? t('loggingOut') : t('logout')}
          </span>
        </button>
      </div>
    </div>
  );
}
