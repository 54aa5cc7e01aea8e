import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { Plan } from '@/contracts/billing';
import { formatPrice } from '@/client/lib/plans';
import { formatDate } from '../lib/format';

/** One plan of the catalogue: name, the server's price, its tag, what it includes and its action. */
export function PlanCard({
  plan,
  features,
  note,
  action,
  highlighted = false,
  current = false,
}: {
  plan: Plan;
  features: readonly string[];
  note?: string;
  action: ReactNode;
  highlighted?: boolean;
  /** The person's own plan. */
  current?: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const price = formatPrice(plan.priceCents, i18n.language);
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      data-current={current || undefined}
      className={highlighted ? 'border-2 border-primary shadow-lg' : undefined}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t(`plans.${plan.id}`)}</CardTitle>
          {plan.tag ? <Badge variant="gold">{t(`tags.${plan.tag}`)}</Badge> : null}
        </div>
        <p className="text-3xl font-bold">{plan.priceCents === 0 ? price : t('perMonth', { price })}</p>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        {plan.opensAt ? (
          <p className="text-sm font-semibold text-accent-foreground" data-testid={`opens-${plan.id}`}>
            {t('opensOn', { date: formatDate(plan.opensAt, i18n.language) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
