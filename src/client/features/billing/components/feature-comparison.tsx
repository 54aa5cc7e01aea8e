import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { Plan, PlanGrants } from '@/contracts/billing';

const ROWS: readonly (keyof PlanGrants)[] = [
  'unlimitedMessages',
  'allPrayerLessons',
  'detailedCitations',
  'messageHistory',
  'quranTeacher',
  'school',
];

/** Feature Comparison: what each plan grants, read from the catalogue. */
export function FeatureComparison({ plans }: { plans: readonly Plan[] }) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  return (
    // min-w-0: a grid item is otherwise as wide as the table, and the whole page scrolls sideways on a
    // phone (French at 375 px); the table scrolls inside its card instead, reachable from the keyboard.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id={headingId}>{t('subscription.comparison.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 text-start">
                {t('subscription.comparison.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-2 py-2 text-center">
                  {t(`plans.${plan.id}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row} className="border-b last:border-b-0">
                <th scope="row" className="py-2 text-start font-normal">
                  {t(`subscription.comparison.rows.${row}`)}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-2 py-2 text-center">
                    {plan.grants[row] ? (
                      <Check
                        className="mx-auto size-4 text-primary"
                        aria-label={t('subscription.comparison.included')}
                      />
                    ) : (
                      <Minus
                        className="mx-auto size-4 text-muted-foreground"
                        aria-label={t('subscription.comparison.notIncluded')}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
