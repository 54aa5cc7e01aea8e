import { BookOpenText, ChartLine, GraduationCap, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { LoginForm } from '../components/login-form';

const BADGES = [
  { key: 'prayerTeacher', icon: Mic },
  { key: 'quranPronunciation', icon: BookOpenText },
  { key: 'lessonPlans', icon: GraduationCap },
  { key: 'progressTracking', icon: ChartLine },
] as const;

/** `/` for visitors: the headline, what Hidaya offers, and the sign-in card. */
export function SignedOutHomePage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
      <DocumentTitle page={t('welcome.headline')} />
      <section aria-labelledby="welcome-headline">
        <h1 id="welcome-headline" className="text-4xl font-bold text-balance text-primary md:text-5xl">
          {t('welcome.headline')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('welcome.intro')}</p>
        <ul aria-label={t('welcome.badgesLabel')} className="mt-6 flex flex-wrap gap-2">
          {BADGES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Badge variant="gold" className="px-3 py-1 text-sm">
                <Icon aria-hidden="true" />
                {t(`welcome.badges.${key}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
      <Card className="w-full max-w-md justify-self-center">
        <CardHeader>
          <CardTitle>{t('login.title')}</CardTitle>
          <CardDescription>{t('login.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <LoginForm />
          <p className="text-center text-sm">
            <Link href="/register" className="font-semibold text-primary underline underline-offset-4">
              {t('login.noAccount')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
