import { Settings } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const SettingsPage = lazyPage(() => import('./pages/settings-page'), 'SettingsPage');

export const settingsRoutes: readonly FeatureRoute[] = [
  {
    path: '/settings',
    access: 'signed-in',
    page: SettingsPage,
    namespaces: ['settings'],
    nav: [{ place: 'sidebar', order: 100, labelKey: 'settings', icon: Settings }],
  },
];
