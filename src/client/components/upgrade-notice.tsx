import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAID_ACCOUNT_PLANS, type PlanGrants } from '@/contracts/plans';
import { formatPrice, PLAN_PAGES, usePlans } from '@/client/lib/plans';
import { cn } from '@/client/lib/utils';
import { Button } from './ui/button';

/**
 * A plan's limit was reached (decisions 013, 015 and 017): the server's message in the interface language, then the
 * offer: the paid plans of the server's catalogue that include `grant`, each with its price and a
 * link to where it is bought. The one upgrade notice of the lessons, the coach and the Quran teacher.
 */
export function UpgradeNotice({
  message,
  grant,
  className,
}: {
  message: string;
  /** What the person is missing: the plans that grant it are offered. */
  grant: keyof PlanGrants;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const plans = usePlans();
  const offers = PAID_ACCOUNT_PLANS.flatMap((id) => {
    const plan = plans.data?.plans.find((candidate) => candidate.id === id);
    return plan && plan.grants[grant] ? [{ ...plan, id }] : [];
  });

  return (
    <div
      role="status"
      data-testid="upgrade-notice"
      className={cn(
        'grid gap-3 rounded-xl border border-gold bg-accent p-4 text-accent-foreground',
        className,
      )}
    >
      <p className="flex items-start gap-3 font-medium">
        <Crown aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      {offers.length > 0 ? (
        <nav aria-label={t('upgradeNotice.offers')}>
          <ul className="flex flex-wrap gap-2">
            {offers.map((plan) => (
              <li key={plan.id}>
                <Button asChild size="sm" variant={plan.tag === 'mostPopular' ? 'default' : 'outline'}>
                  <Link href={PLAN_PAGES[plan.id]} data-testid={`upgrade-offer-${plan.id}`}>
                    {t('upgradeNotice.offer', {
                      plan: t(`plans.${plan.id}`),
                      price: formatPrice(plan.priceCents, i18n.language),
                    })}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div>
          <Button asChild size="sm">
            <Link href="/pricing" data-testid="upgrade-offer-pricing">
              {t('upgradeNotice.seePlans')}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
