import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEFRAMES, type Timeframe } from '@/contracts/analytics';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';

/** The timeframe of the Visitor Locations page: 24 hours, 7, 30 or 90 days. */
export function TimeframeSelect({
  value,
  onChange,
}: {
  value: Timeframe;
  onChange: (value: Timeframe) => void;
}) {
  const { t } = useTranslation('analytics');
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id}>{t('locations.timeframe')}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Timeframe)}>
        {TIMEFRAMES.map((timeframe) => (
          <option key={timeframe} value={timeframe}>
            {t(`locations.timeframes.${timeframe}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
