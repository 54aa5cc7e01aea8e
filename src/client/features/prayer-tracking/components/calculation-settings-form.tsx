import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_RULES,
  HIGH_LATITUDE_THRESHOLD,
  MADHABS,
  type PrayerSettings,
  type PrayerTimesResponse,
} from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useUpdatePrayerSettings } from '../api/update-prayer-settings';
import { timeZoneToSave } from '../lib/location';

type CalculationValues = Pick<PrayerSettings, 'calculationMethod' | 'madhab' | 'highLatitudeRule'>;

/**
 * Which high-latitude rule is in force and why. "Automatic" is the saved choice; the rule in force
 * comes from today's times, as the server applied it.
 */
function RuleInForce({
  chosen,
  times,
}: {
  chosen: PrayerSettings['highLatitudeRule'];
  times: PrayerTimesResponse | undefined;
}) {
  const { t } = useTranslation('prayer');
  if (!times) return null;
  const rule = times.highLatitudeRule ? t(`calculation.highLatitude.rules.${times.highLatitudeRule}`) : '';
  if (chosen !== 'auto') return rule ? <p>{t('calculation.highLatitude.chosen', { rule })}</p> : null;
  if (!times.location) return <p>{t('calculation.highLatitude.noLocation')}</p>;
  const values = { rule, threshold: HIGH_LATITUDE_THRESHOLD };
  if (!rule) return <p>{t('calculation.highLatitude.autoNone', values)}</p>;
  const far = Math.abs(times.location.latitude) > HIGH_LATITUDE_THRESHOLD;
  return <p>{t(far ? 'calculation.highLatitude.autoHigh' : 'calculation.highLatitude.autoLow', values)}</p>;
}

/**
 * Calculation method (each with where it is used), Asr madhab and high-latitude rule. Saving also
 * saves the time zone (see `timeZoneToSave`).
 */
export function CalculationSettingsForm({
  settings,
  times,
}: {
  settings: PrayerSettings;
  times: PrayerTimesResponse | undefined;
}) {
  const { t } = useTranslation(['prayer', 'messages', 'errors']);
  const id = useId();
  const update = useUpdatePrayerSettings();
  const form = useForm<CalculationValues>({
    values: {
      calculationMethod: settings.calculationMethod,
      madhab: settings.madhab,
      highLatitudeRule: settings.highLatitudeRule,
    },
  });
  const method = useWatch({ control: form.control, name: 'calculationMethod' });

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { ...values, timeZone: timeZoneToSave(settings) },
      {
        onSuccess: () =>
          toast({ title: t('calculation.savedTitle'), description: t('calculation.savedDescription') }),
        onError: (error) =>
          toast({
            title: t('calculation.saveErrorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <Card data-testid="calculation-settings">
      <CardHeader>
        <CardTitle as="h3">{t('calculation.title')}</CardTitle>
        <CardDescription>{t('calculation.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5">
          <Field
            id={`${id}-method`}
            label={t('calculation.method')}
            hint={t(`calculation.methods.${method}.region`)}
          >
            {(control) => (
              <NativeSelect
                {...control}
                {...form.register('calculationMethod')}
                data-testid="calculation-method"
              >
                {CALCULATION_METHODS.map((option) => {
                  const name = t(`calculation.methods.${option}.name`);
                  const region = t(`calculation.methods.${option}.region`);
                  return (
                    <option key={option} value={option}>
                      {/* Kuwait's and Qatar's methods bear their country's name: said once. */}
                      {region === name ? name : t('calculation.methodOption', { name, region })}
                    </option>
                  );
                })}
              </NativeSelect>
            )}
          </Field>
          <Field id={`${id}-madhab`} label={t('calculation.madhab')} hint={t('calculation.madhabHint')}>
            {(control) => (
              <NativeSelect {...control} {...form.register('madhab')} data-testid="calculation-madhab">
                {MADHABS.map((option) => (
                  <option key={option} value={option}>
                    {t(`calculation.madhabs.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            id={`${id}-high-latitude`}
            label={t('calculation.highLatitude.label')}
            hint={t('calculation.highLatitude.hint')}
          >
            {(control) => (
              <NativeSelect
                {...control}
                {...form.register('highLatitudeRule')}
                data-testid="calculation-high-latitude"
              >
                {HIGH_LATITUDE_RULES.map((option) => (
                  <option key={option} value={option}>
                    {t(`calculation.highLatitude.options.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="rounded-lg bg-muted p-3 text-sm empty:hidden" data-testid="high-latitude-in-force">
            <RuleInForce chosen={settings.highLatitudeRule} times={times} />
          </div>
          <Button
            type="submit"
            busy={update.isPending}
            className="justify-self-start"
            data-testid="save-calculation"
          >
            {update.isPending ? t('calculation.saving') : t('calculation.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
