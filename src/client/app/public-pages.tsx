import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { LANGUAGES } from '@/contracts/constants';
import { defaultLanguage, languageByCode } from '@/contracts/language-choice';
import type { PublicPageRenderer } from '@/contracts/public-pages';
import { SignedOutHomePage } from '@/client/features/accounts/pages/signed-out-home-page';
import { BlogArticlePage } from '@/client/features/blog/pages/blog-article-page';
import { BlogListPage } from '@/client/features/blog/pages/blog-list-page';
import { HelpPage } from '@/client/features/help/pages/help-page';
import { LandingPage } from '@/client/features/landing/pages/landing-page';
import { NotFoundPage } from '@/client/features/placeholder/pages/not-found-page';
import { SHARED_I18N_OPTIONS } from '@/client/lib/i18n-options';
import { LanguageControlContext, type LanguageControl } from '@/client/lib/language-control';
import { mergeLocaleFilesByLanguage } from '@/client/lib/locale-bundles/merge';
import { renderWithPageData } from '@/client/lib/page-data';
import { BackgroundPattern } from './layout/background-pattern';
import { PublicShell } from './layout/public-shell';

/**
 * The public pages a visitor opens first (/, /landing, /blog, /blog/{slug}, /help, and 'Page Not
 * Found' for an address the app has no page at), drawn to HTML on the server with the app's own
 * components, in the visitor's language (decision 018). The page then
 * needs no React in the browser: `public-main.ts` wires its few controls (language picker, menu
 * toggle, search, share, the home's sign-in form). Built for Node by `vite build --ssr` (see
 * package.json `build:render`). It holds every namespace of every language, so it draws any page in
 * any language at once (the browser loads a page's namespaces by route).
 */
const RESOURCES = mergeLocaleFilesByLanguage(
  import.meta.glob<ResourceLanguage>(['../locales/*/*.json', '../features/*/locales/*/*.json'], {
    eager: true,
    import: 'default',
  }),
);

const instances = new Map<string, I18n>();
function translator(code: string): I18n {
  let instance = instances.get(code);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: code,
      resources: { [code]: RESOURCES[code] ?? {} },
      supportedLngs: LANGUAGES.map((language) => language.code),
      // Every resource is at hand: ready at once, so the first render is already translated.
      initAsync: false,
      ...SHARED_I18N_OPTIONS,
    });
    instances.set(code, instance);
  }
  return instance;
}

/** The sign-in form's hooks need a query client; the server only draws the form, it never sends. */
const drawingOnly = new QueryClient();

function Pages() {
  const framed = (page: ReactNode) => <PublicShell>{page}</PublicShell>;
  return (
    <Switch>
      <Route path="/">
        {/* As the app draws it for a visitor (AppLayout): the turning pattern behind the frame. */}
        <QueryClientProvider client={drawingOnly}>
          <BackgroundPattern />
          {framed(<SignedOutHomePage />)}
        </QueryClientProvider>
      </Route>
      <Route path="/landing">
        <LandingPage />
      </Route>
      <Route path="/blog">{framed(<BlogListPage />)}</Route>
      <Route path="/blog/:slug">{framed(<BlogArticlePage />)}</Route>
      <Route path="/help">{framed(<HelpPage />)}</Route>
      {/* Any address the app has no page at (the server answers it 404). */}
      <Route>{framed(<NotFoundPage />)}</Route>
    </Switch>
  );
}

export const renderPublicPage: PublicPageRenderer = ({ path, search, language, data }) => {
  const shown = languageByCode(language) ?? defaultLanguage();
  // The picker's change is the browser's to handle (public-main.ts): it reloads in the new language.
  const control: LanguageControl = { language: shown, setLanguage: async () => undefined };
  return renderWithPageData(data, () =>
    renderToString(
      <I18nextProvider i18n={translator(shown.code)}>
        <LanguageControlContext value={control}>
          <Router ssrPath={path} ssrSearch={search}>
            <Pages />
          </Router>
        </LanguageControlContext>
      </I18nextProvider>,
    ),
  );
};
