import './styles.css';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { ToastHost } from '@/client/components/ui/toast-host';
import { LanguageControlContext, type LanguageControl } from '@/client/lib/language-control';
import { createPublicI18n } from '@/client/lib/public-i18n';
import { PublicShell } from './app/layout/public-shell';

/**
 * The light entry of the public pages a visitor opens first (/landing, /blog, /blog/{slug}; the
 * server sends public.html to requests without a session cookie). It carries those pages and one
 * language, not the signed-in app: any other path is a full page load of the app (decision 018).
 */
function PublicLanguageControl({
  control,
  children,
}: {
  control: () => LanguageControl;
  children: ReactNode;
}) {
  useTranslation(); // a new control value when the language changes
  return <LanguageControlContext value={control()}>{children}</LanguageControlContext>;
}

/**
 * Each page is its own chunk, so a page loads only its own code. The one asked for is requested at
 * once, alongside the language files, rather than after them.
 */
const pages = {
  landing: () => import('@/client/features/landing/pages/landing-page'),
  list: () => import('@/client/features/blog/pages/blog-list-page'),
  article: () => import('@/client/features/blog/pages/blog-article-page'),
};
const path = window.location.pathname;
void (path === '/landing' ? pages.landing() : path === '/blog' ? pages.list() : pages.article());
const LandingPage = lazy(async () => ({ default: (await pages.landing()).LandingPage }));
const BlogListPage = lazy(async () => ({ default: (await pages.list()).BlogListPage }));
const BlogArticlePage = lazy(async () => ({ default: (await pages.article()).BlogArticlePage }));

/** Wouter changed the address to a page this entry does not carry: the app loads it. */
function FullPageLoad() {
  useEffect(() => window.location.reload(), []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
void createPublicI18n().then(({ i18n, control }) =>
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PublicLanguageControl control={control}>
          <Suspense fallback={null}>
            <Switch>
              <Route path="/landing">
                <LandingPage />
              </Route>
              <Route path="/blog">
                <PublicShell>
                  <BlogListPage />
                </PublicShell>
              </Route>
              <Route path="/blog/:slug">
                <PublicShell>
                  <BlogArticlePage />
                </PublicShell>
              </Route>
              <Route>
                <FullPageLoad />
              </Route>
            </Switch>
          </Suspense>
          <ToastHost />
        </PublicLanguageControl>
      </I18nextProvider>
    </StrictMode>,
  ),
);
