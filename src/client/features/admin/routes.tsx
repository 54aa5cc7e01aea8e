import { Shield } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const AdminPage = lazyPage(() => import('./pages/admin-page'), 'AdminPage');

export const adminRoutes: readonly FeatureRoute[] = [
  {
    path: '/admin',
    access: 'admin',
    page: AdminPage,
    nav: [{ place: 'admin', order: 10, labelKey: 'admin', icon: Shield }],
  },
];
