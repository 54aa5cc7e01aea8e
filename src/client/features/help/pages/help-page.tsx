import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FREE_MESSAGES_PER_MONTH } from '@/contracts/constants';
import { PLANS } from '@/contracts/plans';
import { DocumentTitle } from '@/client/components/document-title';
import { SupportAddress } from '@/client/components/support-address';
import { formatPrice } from '@/client/lib/money';

/** The questions a newcomer asks, by subject, in the order of the page (`help` namespace). */
const SECTIONS = [
  ['accounts', ['create', 'password', 'delete']],
  ['prayer', ['times', 'methods']],
  ['lessons', ['what', 'free']],
  ['ai', ['coach', 'trust', 'school']],
  ['billing', ['plans', 'cancel']],
  ['privacy', ['data', 'children']],
  ['contact', ['reach']],
] as const;

const LINK = 'font-semibold text-primary underline underline-offset-4';

/**
 * /help: answers about accounts, prayer times, lessons, the coach and AI, subscriptions, privacy and
 * contact, saying plainly what is not built yet. Public; drawn on the server for visitors.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation('help');
  const values = {
    count: FREE_MESSAGES_PER_MONTH,
    price: formatPrice(PLANS.premium.priceCents, i18n.language),
  };
  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      <DocumentTitle page={t('title')} />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <nav aria-labelledby="help-contents" className="rounded-xl border bg-card p-5">
        <h2 id="help-contents" className="text-lg font-bold">
          {t('contents')}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {SECTIONS.map(([section]) => (
            <li key={section}>
              <a href={`#help-${section}`} className={LINK}>
                {t(`sections.${section}.heading`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(([section, questions]) => (
        <section
          key={section}
          id={`help-${section}`}
          aria-labelledby={`help-${section}-heading`}
          className="grid gap-4 scroll-mt-6"
        >
          <h2 id={`help-${section}-heading`} className="border-b pb-2 text-2xl font-bold">
            {t(`sections.${section}.heading`)}
          </h2>
          {questions.map((question) => (
            <div key={question} className="grid gap-1">
              <h3 className="text-lg font-semibold">{t(`sections.${section}.questions.${question}.q`)}</h3>
              <p className="leading-relaxed text-muted-foreground">
                <Trans
                  t={t}
                  i18nKey={`sections.${section}.questions.${question}.a`}
                  values={values}
                  components={{
                    support: <SupportAddress className={LINK} />,
                    privacy: <Link href="/privacy" className={LINK} />,
                  }}
                />
              </p>
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
