import type { LucideIcon } from 'lucide-react';
import { isNotBuiltYet } from '@/client/lib/not-built-yet';
import type { NavPlace } from '@/client/lib/routes';
import { FEATURE_ROUTES } from '../features';

export type NavItem = {
  href: string;
  /** i18next key; without a namespace prefix it is read in `nav`. */
  labelKey: string;
  icon: LucideIcon;
  /** Also active on any sub-path, e.g. /blog/{slug}. */
  matchSubpaths?: boolean;
};

/**
 * The navigation entries the features' manifests give for one place, in their order. An area not open
 * yet (a "being prepared" screen, `NOT_BUILT_YET_PATHS`) is never in the navigation (decision 024).
 */
function itemsFor(place: NavPlace): NavItem[] {
  return FEATURE_ROUTES.filter((route) => !isNotBuiltYet(route.path))
    .flatMap((route) =>
      (route.nav ?? [])
        .filter((entry) => entry.place === place)
        .map((entry) => ({ ...entry, href: route.path })),
    )
    .sort((a, b) => a.order - b.order)
    .map(({ href, labelKey, icon, matchSubpaths }) =>
      matchSubpaths ? { href, labelKey, icon, matchSubpaths } : { href, labelKey, icon },
    );
}

/** The sidebar, in its order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = itemsFor('sidebar');

/**
 * Every screen the bottom bar reaches that the spec's sidebar lacks (Learn Prayer, Prayer Times,
 * Goals, Ask AI), as a second sidebar group, so a desktop (where the bottom bar is hidden) reaches
 * them too. Derived rather than listed, so a screen added to the bottom bar cannot be missed.
 */
export const SIDEBAR_MORE_ITEMS: readonly NavItem[] = [
  ...itemsFor('bottom-bar').filter((item) => !SIDEBAR_ITEMS.some((entry) => entry.href === item.href)),
  ...itemsFor('more'),
];

/** Admin-only links (decision 023: shown to users with isAdmin). Test Logout is a button, not a link. */
export const ADMIN_ITEMS: readonly NavItem[] = itemsFor('admin');

/** The mobile bottom bar shows the first five. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = itemsFor('bottom-bar').slice(0, 5);

export function isActive(item: NavItem, location: string): boolean {
  if (location === item.href) return true;
  return Boolean(item.matchSubpaths) && location.startsWith(`${item.href}/`);
}
