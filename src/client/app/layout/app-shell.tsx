import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PublicUser } from '@/contracts/auth';
import { BREAKPOINT_DESKTOP_PX, BREAKPOINT_TABLET_PX } from '@/contracts/constants';
import { cn } from '@/client/lib/utils';
import { BottomBar } from './bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';
import { MAIN_ID, SkipLink } from './skip-link';

// The drawer (Radix Dialog, focus trap, scroll lock: about 12 KB as transferred) is used only under
// 768px and only once the menu is opened, so it is loaded then and kept (the byte budget in bench/README.md).
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

const COLLAPSED_STORAGE_KEY = 'sidebarCollapsed';
const DESKTOP_SIDEBAR_ID = 'app-sidebar';

/** Collapsed by choice, else by default on tablets (768 to 1023px), where space is short. */
function initialCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(COLLAPSED_STORAGE_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // no storage: fall through to the default
  }
  return typeof window !== 'undefined' && window.innerWidth < BREAKPOINT_DESKTOP_PX;
}

/** The frame of signed-in pages: sidebar (or drawer, top bar and bottom bar under 768px). */
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [location] = useLocation();
  // The drawer belongs to the page it was opened on, so following any link (or Back) closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location;
  const [drawerWanted, setDrawerWanted] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerWanted(true);
    setDrawerOpenedAt(open ? location : null);
  };

  useEffect(() => {
    // The drawer exists only under 768px; growing the window past it closes the drawer.
    const query = window.matchMedia(`(min-width: ${BREAKPOINT_TABLET_PX}px)`);
    const close = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpenedAt(null);
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, []);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_STORAGE_KEY, String(next));
    } catch {
      // the choice then lasts this visit only
    }
  };

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <aside
        id={DESKTOP_SIDEBAR_ID}
        data-testid="sidebar"
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 transition-[width] duration-200 md:block',
          collapsed ? 'w-[70px]' : 'w-[240px]',
        )}
      >
        <Sidebar
          user={user}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          controlsId={DESKTOP_SIDEBAR_ID}
        />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
        <div className="pb-16 md:pb-0">
          <SiteFooter />
        </div>
      </div>
      <BottomBar />
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </div>
  );
}
