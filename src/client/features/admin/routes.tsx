import { Shield } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const AdminPage = lazyPage(() => import('./pages/admin-page'), 'AdminPage');

export const adminRoutes: readonly FeatureRoute[] = [
  {
    path: '/admin',
    access: 'admin',
    page: AdminPage,
    // The Blog tab names categories in the blog's words.
    namespaces: ['admin', 'adminBlog', 'blog'],
    nav: [{ place: 'admin', order: 10, labelKey: 'admin', icon: Shield }],
  },
];
