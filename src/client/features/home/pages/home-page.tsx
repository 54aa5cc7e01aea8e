import { BookOpenText, GraduationCap, LayoutDashboard, Mic, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@/contracts/auth';
import { DocumentTitle } from '@/client/components/document-title';
import type { HomeSummary } from '@/contracts/home';
import { isNotBuiltYet } from '@/client/lib/not-built-yet';
import { useHomeSummary } from '../api/get-home-summary';
import { FeatureCard } from '../components/feature-card';
import { SummaryTiles } from '../components/summary-tiles';

const FEATURES = [
  { key: 'prayerTeacher', href: '/prayer-teacher', icon: Mic, isNew: false },
  { key: 'quranTeacher', href: '/quran-teacher', icon: BookOpenText, isNew: true },
  { key: 'islamicSchool', href: '/sunday-school', icon: GraduationCap, isNew: false },
  { key: 'learningDashboard', href: '/prayer-dashboard', icon: LayoutDashboard, isNew: false },
  { key: 'studyGroups', href: '/groups', icon: Users, isNew: false },
] as const;

/**
 * Nothing recorded yet: the first level, no achievement, no prayer today, no learning session this
 * week, no streak.
 */
const isNewcomer = (summary: HomeSummary) =>
  summary.level <= 1 &&
  summary.todayPrayers.completed === 0 &&
  summary.achievementsEarned === 0 &&
  summary.learningSessions === 0 &&
  summary.streakDays === 0;

/**
 * The cards' heading: a person with nothing recorded yet is asked to start, not to continue; until the
 * summary is in (or if it cannot be read) it says neither.
 */
function featuresHeadingKey(summary: HomeSummary | undefined) {
  if (!summary) return 'features.headingLoading';
  return isNewcomer(summary) ? 'features.headingStart' : 'features.heading';
}

/** `/` for a signed-in person: greeting, feature cards and progress tiles. */
export function HomePage({ user }: { user: PublicUser }) {
  const { t } = useTranslation('home');
  const { data: summary } = useHomeSummary();
  return (
    <div className="mx-auto grid max-w-6xl gap-10">
      <DocumentTitle page={t('title')} />
      <header>
        <h1 className="text-3xl font-bold text-primary [overflow-wrap:anywhere] md:text-4xl">
          {t('greeting', { username: user.username })}
        </h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      <section aria-labelledby="home-features-heading" className="grid gap-4">
        <h2 id="home-features-heading" className="text-xl font-semibold">
          {t(featuresHeadingKey(summary))}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, href, icon, isNew }) => (
            <li key={key}>
              <FeatureCard
                href={href}
                icon={icon}
                isNew={isNew}
                notBuiltYet={isNotBuiltYet(href)}
                title={t(`features.${key}.title`)}
                description={t(`features.${key}.description`)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-progress-heading" className="grid gap-4">
        <h2 id="home-progress-heading" className="text-xl font-semibold">
          {t('tiles.heading')}
        </h2>
        <SummaryTiles />
      </section>
    </div>
  );
}
