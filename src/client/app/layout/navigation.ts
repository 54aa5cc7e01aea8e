import {
  BookOpenText,
  CalendarCheck,
  Clock,
  CreditCard,
  Eye,
  GraduationCap,
  House,
  LayoutDashboard,
  MapPin,
  MessageCircle,
  Mic,
  Newspaper,
  Settings,
  Shield,
  Target,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  href: string;
  /** Key in the `nav` namespace. */
  labelKey: string;
  icon: LucideIcon;
  /** Also active on any sub-path, e.g. /blog/{slug}. */
  matchSubpaths?: boolean;
};

/** The sidebar of spec 1 section 2, in its order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { href: '/prayer-teacher', labelKey: 'prayerTeacher', icon: Mic },
  { href: '/prayer-tracker', labelKey: 'prayerTracker', icon: CalendarCheck },
  { href: '/prayer-dashboard', labelKey: 'learningDashboard', icon: LayoutDashboard },
  { href: '/sunday-school', labelKey: 'islamicSchool', icon: GraduationCap },
  { href: '/quran-teacher', labelKey: 'quranTeacher', icon: BookOpenText },
  { href: '/blog', labelKey: 'blog', icon: Newspaper, matchSubpaths: true },
  { href: '/groups', labelKey: 'studyGroups', icon: Users },
  { href: '/subscription', labelKey: 'subscription', icon: CreditCard },
  { href: '/profile', labelKey: 'profile', icon: User },
  { href: '/settings', labelKey: 'settings', icon: Settings },
  { href: '/', labelKey: 'home', icon: House },
];

/** Admin-only links (D2: shown to users with isAdmin). Test Logout is a button, not a link. */
export const ADMIN_ITEMS: readonly NavItem[] = [
  { href: '/admin', labelKey: 'admin', icon: Shield },
  { href: '/visitor-analytics', labelKey: 'visitorLocations', icon: MapPin },
  { href: '/landing', labelKey: 'previewLanding', icon: Eye },
];

/** The mobile bottom bar shows the first five of these (spec 1 section 2). */
const BOTTOM_BAR_CANDIDATES: readonly NavItem[] = [
  { href: '/', labelKey: 'bottomBar.home', icon: House },
  { href: '/prayer-learning', labelKey: 'bottomBar.learnPrayer', icon: GraduationCap },
  { href: '/prayer-times', labelKey: 'bottomBar.prayerTimes', icon: Clock },
  { href: '/groups', labelKey: 'bottomBar.groups', icon: Users },
  { href: '/goals', labelKey: 'bottomBar.goals', icon: Target },
  { href: '/chat', labelKey: 'bottomBar.askAi', icon: MessageCircle },
];
export const BOTTOM_BAR_ITEMS = BOTTOM_BAR_CANDIDATES.slice(0, 5);

export function isActive(item: NavItem, location: string): boolean {
  if (location === item.href) return true;
  return Boolean(item.matchSubpaths) && location.startsWith(`${item.href}/`);
}
