import { LogOut, PanelLeftClose, PanelLeftOpen, UserRound, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { PublicUser } from '@/contracts/auth';
import { LogoMark } from '@/client/components/logo-mark';
import { UserName } from '@/client/components/user-name';
import { TEST_LOGOUT_URL, useLogout } from '@/client/features/accounts/api/logout';
import { useBusy } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { LanguageMenu } from './language-menu';
import { ADMIN_ITEMS, SIDEBAR_ITEMS, SIDEBAR_MORE_ITEMS, isActive, type NavItem } from './navigation';

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

/**
 * An entry: 44 px high in the mobile drawer (a finger's target), 28 px on wide screens, so that every
 * entry, the administrators' too, fits a 1280 x 800 screen without scrolling the sidebar.
 */
const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md border-s-[3px] border-transparent px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-hover md:min-h-7 md:py-1 md:leading-5 [&_svg]:size-5 [&_svg]:shrink-0';
/** A list of entries: a little air between them in the drawer, none on wide screens. */
const listClass = 'grid grid-cols-[minmax(0,1fr)] gap-1 md:gap-0';
/** A group after the first: a line above it, and its name. */
const groupClass = 'mt-4 border-t border-sidebar-hover pt-4 md:mt-1 md:pt-1';
const groupNameClass = 'px-3 pb-2 text-xs font-semibold tracking-wide text-sidebar-muted uppercase md:pb-0.5';

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
        // A long label (Turkish, say) is cut with an ellipsis: the tooltip shows it whole.
        title={label}
        onClick={onNavigate}
        className={cn(
          itemClass,
          collapsed && 'justify-center px-0',
          active && 'border-sidebar-accent bg-sidebar-active font-semibold',
        )}
      >
        <Icon aria-hidden="true" className={active ? 'text-sidebar-accent' : undefined} />
        <ItemText collapsed={collapsed}>{label}</ItemText>
      </Link>
    </li>
  );
}

/** An entry's text: visible beside its icon, or for screen readers only on the icon rail. */
function ItemText({ collapsed, children, ...props }: ComponentProps<'span'> & { collapsed: boolean }) {
  return (
    <span className={collapsed ? 'sr-only' : 'min-w-0 truncate md:leading-5'} {...props}>
      {children}
    </span>
  );
}

function SidebarButton({
  icon: Icon,
  iconClassName,
  label,
  title,
  collapsed,
  busy,
  onClick,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'title'> & {
  icon: LucideIcon;
  iconClassName?: string;
  label: ReactNode;
  /** The tooltip on the icon rail. */
  title: string;
  collapsed: boolean;
  /** Its work is under way: it keeps the focus but ignores activation (`useBusy`). */
  busy?: boolean;
}) {
  const busyState = useBusy({ busy, onClick });
  return (
    <button
      type="button"
      title={title}
      className={cn(
        itemClass,
        'aria-busy:cursor-wait aria-disabled:opacity-60',
        collapsed && 'justify-center px-0',
        className,
      )}
      {...busyState}
      {...props}
    >
      <Icon aria-hidden="true" className={iconClassName} />
      <ItemText collapsed={collapsed}>{label}</ItemText>
    </button>
  );
}

/** Where the name goes in the translated sentence. */
const NAME_SLOT = '\u2063';

/**
 * 'Signed in as <name>' in the language's order, the name alone cut at its own end when the sentence
 * does not fit (`UserName`), whatever the direction of the page and of the name.
 */
function SignedInAs({ username }: { username: string }) {
  const { t } = useTranslation('nav');
  const [before = '', after = ''] = t('signedInAs', { username: NAME_SLOT }).split(NAME_SLOT);
  return (
    <span className="flex min-w-0 whitespace-pre">
      {before}
      <UserName data-testid="sidebar-username">{username}</UserName>
      {after}
    </span>
  );
}

export function Sidebar({ user, collapsed, onToggleCollapsed, onNavigate, controlsId }: SidebarProps) {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  const logout = useLogout();
  const testLogout = useLogout(TEST_LOGOUT_URL);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const links = (items: readonly NavItem[]) =>
    items.map((item) => (
      <SidebarLink
        key={item.href}
        item={item}
        location={location}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    ));

  return (
    <div className="on-dark flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div
        className={cn(
          'flex min-h-16 items-center gap-2 px-3 md:min-h-12',
          collapsed && 'flex-col justify-center py-3',
        )}
      >
        <Link
          href="/"
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-bold"
          title={t('common:appName')}
        >
          <LogoMark />
          <ItemText collapsed={collapsed}>{t('common:appName')}</ItemText>
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

      <div className="flex-1 overflow-y-auto px-2 pb-4 md:pb-2" data-testid="sidebar-entries">
        <nav aria-label={t('mainNavigation')}>
          <ul className={listClass}>{links(SIDEBAR_ITEMS)}</ul>
        </nav>

        <nav aria-label={t('moreNavigation')} className={groupClass}>
          <p className={cn(groupNameClass, collapsed && 'sr-only')}>{t('moreNavigation')}</p>
          <ul className={listClass}>{links(SIDEBAR_MORE_ITEMS)}</ul>
        </nav>

        {user.isAdmin ? (
          <nav aria-label={t('adminNavigation')} className={groupClass}>
            <p className={cn(groupNameClass, collapsed && 'sr-only')}>{t('adminNavigation')}</p>
            <ul className={listClass} data-testid="admin-nav">
              {links(ADMIN_ITEMS)}
              <li>
                <SidebarButton
                  icon={LogOut}
                  label={t('testLogout')}
                  title={t('testLogout')}
                  collapsed={collapsed}
                  onClick={() => testLogout.mutate()}
                  busy={testLogout.isPending}
                />
              </li>
            </ul>
          </nav>
        ) : null}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-1 border-t border-sidebar-hover p-2 md:p-1">
        <LanguageMenu collapsed={collapsed} className={itemClass} />
        {/* Who is signed in has its own line: sharing one with the way out left no room for a name in Arabic. */}
        <div className="grid gap-1">
          <p
            className={cn(
              'flex min-w-0 flex-1 items-center gap-3 border-s-[3px] border-transparent px-3 py-1 text-sm',
              collapsed && 'justify-center px-0',
            )}
            title={t('signedInAs', { username: user.username })}
          >
            <UserRound aria-hidden="true" className="size-5 shrink-0" />
            <ItemText collapsed={collapsed}>
              <SignedInAs username={user.username} />
            </ItemText>
          </p>
          <SidebarButton
            icon={LogOut}
            iconClassName="rtl:-scale-x-100"
            label={logout.isPending ? t('loggingOut') : t('logout')}
            title={t('logout')}
            collapsed={collapsed}
            onClick={() => logout.mutate()}
            busy={logout.isPending}
          />
        </div>
      </div>
    </div>
  );
}
