import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const SignedOutHomePage = lazyPage(() => import('./pages/signed-out-home-page'), 'SignedOutHomePage');
const AuthPage = lazyPage(() => import('./pages/auth-page'), 'AuthPage');
const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyPage(() => import('./pages/confirm-email-page'), 'ConfirmEmailPage');

export const accountsRoutes: readonly FeatureRoute[] = [
  // `/` is the sign-in landing for visitors; the home feature draws it for signed-in people.
  { path: '/', access: 'guest', page: SignedOutHomePage, namespaces: ['auth'] },
  { path: '/auth', access: 'guest', page: AuthPage, namespaces: ['auth'] },
  { path: '/login', access: 'guest', page: AuthPage, namespaces: ['auth'] },
  { path: '/register', access: 'public', page: RegisterPage, namespaces: ['auth'] },
  // Forgotten password (decision 023): the e-mailed link works whether or not someone is signed in.
  { path: '/forgot-password', access: 'guest', page: ForgotPasswordPage, namespaces: ['auth'] },
  { path: '/reset-password', access: 'public', page: ResetPasswordPage, namespaces: ['auth'] },
  // A new e-mail address (decision 023): its link is opened wherever the mail is read.
  { path: '/confirm-email', access: 'public', page: ConfirmEmailPage, namespaces: ['auth'] },
];
