import { Trans, useTranslation } from 'react-i18next';
import { APP_VERSION } from '@/contracts/constants';
import { DocumentTitle } from '@/client/components/document-title';
import { SupportEmailLink } from '@/client/components/support-email-link';

/**
 * A legal text from the `legal` namespace: `<doc>.title`, `<doc>.intro`, then for each section
 * `<doc>.sections.<key>.heading` and its `paragraphs` (an array). Paragraphs may hold a <support/>
 * tag, replaced by the support address.
 */
export function LegalDocument({ doc, sections }: { doc: 'terms' | 'privacy'; sections: readonly string[] }) {
  const { t } = useTranslation('legal');
  const paragraphCount = (section: string): number => {
    const value: unknown = t(`${doc}.sections.${section}.paragraphs`, { returnObjects: true });
    return Array.isArray(value) ? value.length : 0;
  };

  return (
    <article className="mx-auto max-w-3xl rounded-2xl border bg-card p-6 shadow-sm md:p-10">
      <DocumentTitle page={t(`${doc}.title`)} />
      <h1 className="text-3xl font-bold">{t(`${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('effective', { version: APP_VERSION })}</p>
      <p className="mt-6 text-lg">{t(`${doc}.intro`)}</p>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`${doc}-${section}`} className="mt-8">
          <h2 id={`${doc}-${section}`} className="text-xl font-semibold">
            {t(`${doc}.sections.${section}.heading`)}
          </h2>
          {Array.from({ length: paragraphCount(section) }, (_, index) => (
            <p key={index} className="mt-3 leading-relaxed">
              <Trans
                t={t}
                i18nKey={`${doc}.sections.${section}.paragraphs.${index}`}
                components={{ support: <SupportEmailLink /> }}
              />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
