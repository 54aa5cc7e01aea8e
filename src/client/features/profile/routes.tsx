import { User } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const ProfilePage = lazyPage(() => import('./pages/profile-page'), 'ProfilePage');

export const profileRoutes: readonly FeatureRoute[] = [
  {
    path: '/profile',
    access: 'signed-in',
    page: ProfilePage,
    // The password and prayer-choice sections reuse the sign-up form's words.
    namespaces: ['profile', 'auth'],
    nav: [{ place: 'sidebar', order: 90, labelKey: 'profile', icon: User }],
  },
];
