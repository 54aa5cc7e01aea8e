import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import {
  Curriculum,
  Features,
  FinalCallToAction,
  Hero,
  Pricing,
  Testimonials,
} from '../components/landing-sections';

/**
 * /landing: the AI Islamic school's marketing page, drawn without the app's shell.
 * Sections in the spec's order: hero, features, curriculum, pricing, testimonials, final call, footer.
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <DocumentTitle page={t('pageTitle')} />
      <a
        href="#landing-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-2"
      >
        {t('common:skipToContent')}
      </a>
      <LandingHeader />
      <main id="landing-main" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <Features />
        <Curriculum />
        <Pricing />
        <Testimonials />
        <FinalCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
