import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { Plan } from '@/contracts/billing';
import { formatPrice } from '@/client/lib/plans';

/** One plan of the catalogue: name, the server's price, its tag, what it includes and its action. */
export function PlanCard({
  plan,
  features,
  note,
  action,
  highlighted = false,
}: {
  plan: Plan;
  features: readonly string[];
  note?: string;
  action: ReactNode;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const price = formatPrice(plan.priceCents, i18n.language);
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={highlighted ? 'border-2 border-primary shadow-lg' : undefined}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t(`plans.${plan.id}`)}</CardTitle>
          {plan.tag ? <Badge variant="gold">{t(`tags.${plan.tag}`)}</Badge> : null}
        </div>
        <p className="text-3xl font-bold">{plan.priceCents === 0 ? price : t('perMonth', { price })}</p>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
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
