import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageLoadError } from '@/client/components/page-load-error';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '@/client/lib/auth';
import { useUserStatus } from '@/client/lib/entitlements';
import { CancelSubscriptionSection } from '../components/cancel-subscription-section';
import { ChangeEmailSection } from '../components/change-email-section';
import { ChangePasswordSection } from '../components/change-password-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DownloadDataSection } from '../components/download-data-section';
import { PrayerChoicesSection } from '../components/prayer-choices-section';

function formatDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * /profile: account details, plan, upgrade or next payment, the prayer choices of
 * sign-up; changing the e-mail and password, the data download and account deletion
 * (decision 023).
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { data: user } = useUser();
  const statusQuery = useUserStatus();
  const status = statusQuery.data;
  if (statusQuery.isError) return <PageLoadError queries={[statusQuery]} />;
  if (!user || !status) return <Spinner />;

  // The server says what the person has (decision 013): a cancelled plan still paid for is still that plan.
  const { plan, premium, renewsAt, endsAt } = status.entitlements;
  const nextPayment = formatDate(renewsAt, i18n.language);
  const accessUntil = formatDate(endsAt, i18n.language);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DocumentTitle page={t('title')} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t('account.heading')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <Detail label={t('account.username')}>{user.username}</Detail>
            <Detail label={t('account.email')}>
              <span dir="ltr">{user.email}</span>
            </Detail>
            <Detail label={t('account.plan')}>{t(`common:plans.${plan}`)}</Detail>
            {premium && accessUntil ? (
              <Detail label={t('account.accessUntil')}>{accessUntil}</Detail>
            ) : premium ? (
              <Detail label={t('account.nextPayment')}>{nextPayment ?? t('account.notAvailable')}</Detail>
            ) : null}
          </dl>
          {premium && !accessUntil ? (
            <div className="mt-4">
              <CancelSubscriptionSection />
            </div>
          ) : null}
          {premium ? null : (
            <Button asChild className="mt-4">
              <Link href="/pricing">
                <Crown aria-hidden="true" />
                {t('account.upgrade')}
              </Link>
            </Button>
          )}
        </CardContent>
      </Card>
      <PrayerChoicesSection user={user} />
      <ChangeEmailSection />
      <ChangePasswordSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </div>
  );
}
