import { House } from 'lucide-react';
import { useUser } from '@/client/lib/auth';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');

function SignedInHome() {
  const { data: user } = useUser();
  return user ? <HomePage user={user} /> : null;
}

export const homeRoutes: readonly FeatureRoute[] = [
  {
    path: '/',
    access: 'signed-in',
    page: Object.assign(SignedInHome, { preload: HomePage.preload }),
    namespaces: ['home'],
    nav: [
      { place: 'sidebar', order: 0, labelKey: 'home', icon: House },
      { place: 'bottom-bar', order: 10, labelKey: 'bottomBar.home', icon: House },
    ],
  },
];
