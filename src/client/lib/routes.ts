import { lazy, type ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * Who may open a route. `guest`: signed-out people only (a signed-in person goes home). `signed-in`:
 * a visitor goes to /auth. `admin`: guarded as `signed-in`, listed in the admin navigation; the page
 * itself tells a person who is not an administrator so.
 * Two routes may share a path when one is `guest` and the other `signed-in` (`/`): the router shows
 * the one that fits the person, without redirecting.
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'admin';

/**
 * Where a navigation entry appears: the sidebar, its admin section, the mobile bottom bar, or only the
 * sidebar's "More" group (which also lists what the bottom bar reaches and the sidebar lacks).
 */
export type NavPlace = 'sidebar' | 'admin' | 'bottom-bar' | 'more';

export type NavEntry = {
  place: NavPlace;
  /** Position in its list: the spec's order in steps of 10, so a feature can slot in. */
  order: number;
  /** i18next key; without a namespace prefix it is read in `nav`. */
  labelKey: string;
  icon: LucideIcon;
  /** Also active on any sub-path, e.g. /blog/{slug}. */
  matchSubpaths?: boolean;
};

/** One route of a feature's manifest (`src/client/features/<name>/routes.tsx`). */
export type FeatureRoute = {
  path: string;
  access: Access;
  /**
   * A lazy page (see `lazyPage`): each page is its own chunk, loaded when first opened. A page that
   * wraps one keeps its `preload`.
   */
  page: ComponentType & { preload: () => Promise<unknown> };
  /**
   * The locale namespaces the page reads besides the shell's (`SHELL_NAMESPACES` in `i18n.ts`):
   * the page is shown once they are in, in the interface language (decision 014).
   */
  namespaces: readonly string[];
  nav?: readonly NavEntry[];
};

/**
 * A page component loaded on first render from its own chunk. `preload` starts that download early
 * (the router fetches the page and its namespaces side by side) and answers the page's module.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
