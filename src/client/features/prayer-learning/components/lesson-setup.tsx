import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LessonLanguage, LessonLevel, PrayerType, Tradition } from '@/contracts/prayer-lessons';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import {
  lessonLanguageChoices,
  levelChoices,
  levelHint,
  prayerChoices,
  traditionChoices,
} from '../lib/choices';
import { ChoiceField } from './choice-field';

export type LessonSetupValues = {
  prayerType: PrayerType | '';
  tradition: Tradition | '';
  level: LessonLevel | null;
  language: LessonLanguage;
};

/** Step 1 of the lesson page: prayer, tradition, level and the lesson's language. */
export function LessonSetup({
  values,
  onChange,
  onStart,
}: {
  values: LessonSetupValues;
  onChange: (values: LessonSetupValues) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('learning');
  const ready = values.prayerType !== '' && values.tradition !== '' && values.level !== null;
  return (
    <div className="grid gap-6" data-testid="lesson-setup">
      <header>
        <h1 className="text-3xl font-bold text-primary">{t('lessonSetup.heading')}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('lessonSetup.description')}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <form
            className="grid gap-5 md:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready) onStart();
            }}
          >
            <ChoiceField
              label={t('lessonSetup.prayerType')}
              placeholder={t('lessonSetup.choosePrayer')}
              value={values.prayerType}
              options={prayerChoices(t)}
              onChange={(prayerType) => onChange({ ...values, prayerType })}
              testId="lesson-prayer-type"
            />
            <ChoiceField
              label={t('lessonSetup.tradition')}
              placeholder={t('lessonSetup.chooseTradition')}
              value={values.tradition}
              options={traditionChoices(t)}
              onChange={(tradition) => onChange({ ...values, tradition })}
              testId="lesson-tradition"
            />
            <ChoiceField
              label={t('lessonSetup.level')}
              placeholder={t('lessonSetup.chooseLevel')}
              value={values.level === null ? '' : `${values.level}`}
              options={levelChoices(t)}
              hint={levelHint(t, values.level)}
              onChange={(level) => onChange({ ...values, level: Number(level) as LessonLevel })}
              testId="lesson-level"
            />
            <ChoiceField
              label={t('lessonSetup.language')}
              value={values.language}
              options={lessonLanguageChoices(t)}
              onChange={(language) => onChange({ ...values, language })}
              testId="lesson-language"
            />
            <div className="md:col-span-2">
              <Button type="submit" size="lg" disabled={!ready} data-testid="lesson-start">
                <GraduationCap aria-hidden="true" />
                {t('lessonSetup.start')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
