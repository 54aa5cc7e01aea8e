import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '@/client/lib/utils';
import { BOTTOM_BAR_ITEMS, isActive } from './navigation';

/** The mobile bottom bar: the first five quick destinations. */
export function BottomBar() {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_BAR_ITEMS.map((item) => {
          const active = isActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1 text-center text-[0.6875rem] leading-tight font-medium text-muted-foreground',
                  active && 'font-semibold text-primary',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                <span className="line-clamp-2 max-w-full">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
