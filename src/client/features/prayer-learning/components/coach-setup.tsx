import { Ear, HandHeart, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CoachLanguage } from '@/contracts/prayer-coach';
import type { PrayerType, Tradition } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { coachLanguageChoices, prayerChoices, traditionChoices } from '../lib/choices';
import { ChoiceField } from './choice-field';

export type CoachSetupValues = {
  prayerType: PrayerType | '';
  tradition: Tradition | '';
  language: CoachLanguage;
};

const POINTS = [
  { key: 'voice', icon: Mic },
  { key: 'handsFree', icon: Ear },
  { key: 'meaning', icon: HandHeart },
] as const;

/** The setup view of /prayer-teacher. */
export function CoachSetup({
  values,
  onChange,
  onStart,
}: {
  values: CoachSetupValues;
  onChange: (values: CoachSetupValues) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('learning');
  const ready = values.prayerType !== '' && values.tradition !== '';
  return (
    <div className="grid gap-6" data-testid="coach-setup">
      <header>
        <h1 className="text-3xl font-bold text-primary">{t('teacher.setup.heading')}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('teacher.setup.description')}</p>
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <form
            className="grid gap-5 md:grid-cols-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) onStart();
            }}
          >
            <ChoiceField
              label={t('teacher.setup.prayerType')}
              placeholder={t('teacher.setup.choosePrayer')}
              value={values.prayerType}
              options={prayerChoices(t)}
              onChange={(prayerType) => onChange({ ...values, prayerType })}
              testId="coach-prayer-type"
            />
            <ChoiceField
              label={t('teacher.setup.tradition')}
              placeholder={t('teacher.setup.chooseTradition')}
              value={values.tradition}
              options={traditionChoices(t)}
              onChange={(tradition) => onChange({ ...values, tradition })}
              testId="coach-tradition"
            />
            <ChoiceField
              label={t('teacher.setup.voiceLanguage')}
              value={values.language}
              options={coachLanguageChoices(t)}
              onChange={(language) => onChange({ ...values, language })}
              testId="coach-language"
            />
            <div className="md:col-span-3">
              <Button
                type="submit"
                size="lg"
                disabled={!ready}
                data-testid="coach-start-coaching"
                // Its label is long in French: on a phone the button takes the width and may wrap.
                className="w-full whitespace-normal sm:w-auto"
              >
                <Mic aria-hidden="true" />
                {t('teacher.setup.start')}
              </Button>
            </div>
          </form>
          <ul className="grid gap-3 border-t pt-5 sm:grid-cols-3">
            {POINTS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{t(`teacher.setup.points.${key}.title`)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t(`teacher.setup.points.${key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
