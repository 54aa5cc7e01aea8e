import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { shiftMonth } from '../lib/dates';
import { formatMonthTitle } from '../lib/format';

/** The shown month's name between previous and next buttons; the name is announced on change. */
export function MonthNavigation({
  month,
  onMonthChange,
  headingId,
  testIdPrefix,
  headingLevel: Heading = 'h2',
}: {
  month: string;
  onMonthChange: (month: string) => void;
  headingId: string;
  testIdPrefix: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('prayer');
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('month.previous')}
        data-testid={`${testIdPrefix}-previous-month`}
        onClick={() => onMonthChange(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
      </Button>
      <Heading
        id={headingId}
        aria-live="polite"
        className="text-lg font-semibold"
        data-testid={`${testIdPrefix}-month-title`}
      >
        {formatMonthTitle(month, i18n.language)}
      </Heading>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('month.next')}
        data-testid={`${testIdPrefix}-next-month`}
        onClick={() => onMonthChange(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </div>
  );
}
