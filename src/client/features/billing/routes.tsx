import { CreditCard } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const PricingPage = lazyPage(() => import('./pages/pricing-page'), 'PricingPage');
const CheckoutPage = lazyPage(() => import('./pages/checkout-page'), 'CheckoutPage');
const SuccessPage = lazyPage(() => import('./pages/success-page'), 'SuccessPage');
const SubscriptionPage = lazyPage(() => import('./pages/subscription-page'), 'SubscriptionPage');
const DemoCheckoutPage = lazyPage(() => import('./pages/demo-checkout-page'), 'DemoCheckoutPage');

export const billingRoutes: readonly FeatureRoute[] = [
  { path: '/pricing', access: 'signed-in', page: PricingPage, namespaces: ['billing'] },
  { path: '/checkout', access: 'signed-in', page: CheckoutPage, namespaces: ['billing'] },
  { path: '/success', access: 'signed-in', page: SuccessPage, namespaces: ['billing'] },
  {
    path: '/subscription',
    access: 'signed-in',
    page: SubscriptionPage,
    namespaces: ['billing'],
    nav: [{ place: 'sidebar', order: 80, labelKey: 'subscription', icon: CreditCard }],
  },
  { path: '/demo-checkout/:sessionId', access: 'signed-in', page: DemoCheckoutPage, namespaces: ['billing'] },
];
