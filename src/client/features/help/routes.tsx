import { LifeBuoy } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const HelpPage = lazyPage(() => import('./pages/help-page'), 'HelpPage');

export const helpRoutes: readonly FeatureRoute[] = [
  {
    path: '/help',
    access: 'public',
    page: HelpPage,
    namespaces: ['help'],
    nav: [{ place: 'more', order: 90, labelKey: 'help', icon: LifeBuoy }],
  },
];
