import {
  BadgeCheck,
  BookOpenText,
  CalendarClock,
  Check,
  Globe2,
  Headphones,
  MessageCircleHeart,
  Quote,
  Scale,
  Star,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { formatPrice } from '@/client/lib/money';
import { LANDING_FIGURES, localized, SCHOOL_PLAN, TESTIMONIALS } from './landing-content';

function Section({
  id,
  title,
  subtitle,
  children,
  tone = 'plain',
}: {
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
}) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-16 md:px-8 md:py-20 ${tone === 'tinted' ? 'bg-secondary/60' : ''}`}
    >
      <div className="mx-auto grid max-w-6xl gap-10">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id={headingId} className="text-3xl font-bold md:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="text-lg text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

function StartTrialButton({ label }: { label: string }) {
  return (
    <Button asChild size="lg" className="h-auto whitespace-normal py-2 text-center">
      <Link href="/register">{label}</Link>
    </Button>
  );
}

export function Hero() {
  const { t, i18n } = useTranslation('landing');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="hero-title" className="px-4 pb-16 pt-12 md:px-8 md:pb-24 md:pt-20">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-6 text-center">
        <p className="rounded-full border border-gold bg-accent px-4 py-1 text-sm font-semibold text-accent-foreground">
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold leading-tight md:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground md:text-xl">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <StartTrialButton label={t('hero.primary')} />
          <Button asChild size="lg" variant="outline">
            <a href="#curriculum">{t('hero.secondary')}</a>
          </Button>
        </div>
        <p className="text-sm font-semibold text-muted-foreground">{t('hero.note')}</p>
        <ul className="flex flex-wrap justify-center gap-x-8 gap-y-2 pt-2 text-sm font-semibold">
          <li className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4 fill-gold text-gold-strong" />
            {t('hero.rating', { rating: number.format(LANDING_FIGURES.rating) })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4 text-primary" />
            {t('hero.families', { families: LANDING_FIGURES.families })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Globe2 aria-hidden="true" className="size-4 text-primary" />
            {t('hero.countries', { count: LANDING_FIGURES.countries })}
          </li>
        </ul>
        {/* Marketing figures stay labelled as examples until the owner confirms them (decision 018). */}
        <p className="text-xs text-muted-foreground" data-testid="figures-note">
          {t('hero.figuresNote')}
        </p>
      </div>
    </section>
  );
}

const FEATURES = [
  ['weekly', CalendarClock],
  ['lessons', BookOpenText],
  ['voice', MessageCircleHeart],
  ['traditions', Scale],
  ['parents', BadgeCheck],
  ['support', Headphones],
] as const;

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <Section id="features" title={t('features.title')} subtitle={t('features.subtitle')} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(([key, Icon]) => (
          <li key={key} className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h3 className="text-xl font-bold">{t(`features.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Spec 3 section 2: the three age bands and their names. */
const AGE_BANDS = [
  ['5-7', 'foundation'],
  ['8-10', 'history'],
  ['11-13', 'advanced'],
] as const;

export function Curriculum() {
  const { t } = useTranslation('landing');
  return (
    <Section id="curriculum" title={t('curriculum.title')} subtitle={t('curriculum.subtitle')}>
      <ol className="grid gap-6 md:grid-cols-3">
        {AGE_BANDS.map(([band, key]) => (
          <li
            key={band}
            className="grid content-start gap-3 rounded-xl border-t-4 border-gold bg-card p-6 shadow-sm"
          >
            <p className="text-sm font-bold uppercase tracking-wide text-gold-strong">
              <bdi>{t('curriculum.ages', { band })}</bdi>
            </p>
            <h3 className="text-2xl font-bold">{t(`curriculum.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`curriculum.${key}.text`)}</p>
            <p className="text-sm font-semibold">{t(`curriculum.${key}.topics`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const PLAN_POINTS = ['lessons', 'traditions', 'support', 'cancel', 'noCard'] as const;

export function Pricing() {
  const { t, i18n } = useTranslation('landing');
  return (
    <Section id="pricing" title={t('pricing.title')} subtitle={t('pricing.subtitle')} tone="tinted">
      <div className="mx-auto grid w-full min-w-0 max-w-md gap-5 rounded-2xl border-2 border-primary bg-card p-6 md:p-8 text-center shadow-md">
        <h3 className="text-2xl font-bold">{t('pricing.plan')}</h3>
        <p>
          <span className="text-5xl font-bold">{formatPrice(SCHOOL_PLAN.priceCents, i18n.language)}</span>{' '}
          <span className="text-muted-foreground">{t('pricing.perMonth')}</span>
        </p>
        <p className="justify-self-center rounded-full bg-accent px-4 py-1 font-semibold text-accent-foreground">
          {t('pricing.trial')}
        </p>
        <ul className="grid gap-2 text-start">
          <li className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            {t('pricing.classes', { count: SCHOOL_PLAN.classesPerMonth })}
          </li>
          {PLAN_POINTS.map((key) => (
            <li key={key} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              {t(`pricing.${key}`)}
            </li>
          ))}
        </ul>
        <StartTrialButton label={t('pricing.cta')} />
      </div>
      {/* The one catalogue describes every plan (decision 013); this section shows the school's. */}
      <p className="text-center">
        <Link href="/pricing" className="font-semibold text-primary underline underline-offset-4">
          {t('pricing.allPlans')}
        </Link>
      </p>
    </Section>
  );
}

export function Testimonials() {
  const { t, i18n } = useTranslation('landing');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Section title={t('testimonials.title')}>
      <p className="mx-auto -mt-6 max-w-2xl rounded-md border border-dashed border-gold-strong px-4 py-2 text-center text-sm font-semibold text-accent-foreground">
        {t('testimonials.notice')}
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.who.en} className="grid content-start gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <Quote aria-hidden="true" className="size-7 text-gold-strong rtl:-scale-x-100" />
            <blockquote className="text-lg">{localized(item.quote, i18n.language)}</blockquote>
            <p className="text-sm font-semibold text-muted-foreground">
              {localized(item.who, i18n.language)}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-center font-semibold">
        {t('testimonials.ratingSummary', {
          rating: number.format(LANDING_FIGURES.rating),
          families: LANDING_FIGURES.families,
          count: LANDING_FIGURES.countries,
        })}
      </p>
    </Section>
  );
}

export function FinalCallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="final-cta-title" className="bg-[#0d3b34] px-4 py-16 text-white md:px-8">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-5 text-center">
        <h2 id="final-cta-title" className="text-3xl font-bold md:text-4xl">
          {t('finalCta.title')}
        </h2>
        <p className="text-lg text-[#d9ece5]">{t('finalCta.text')}</p>
        <Button asChild size="lg" className="bg-[#f3d98b] text-[#13261f] hover:bg-[#e9c96a]">
          <Link href="/register">{t('finalCta.button')}</Link>
        </Button>
      </div>
    </section>
  );
}
