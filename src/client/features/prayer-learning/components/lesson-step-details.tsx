import { BookOpen } from 'lucide-react';
import type { LessonLanguage, PrayerTeachingStep } from '@/contracts/prayer-lessons';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { formatNumber } from '../lib/format';
import { useLessonTranslation } from '../hooks/use-lesson-translation';

/**
 * What the current step says: title, instruction, recitation (Arabic, transliteration, translation) and
 * its source. While the lesson plays (`reading`), the instruction being read is highlighted.
 */
export function LessonStepDetails({
  step,
  language,
  reading = false,
}: {
  step: PrayerTeachingStep;
  language: LessonLanguage;
  reading?: boolean;
}) {
  const { t } = useLessonTranslation(language);
  return (
    <div className="grid gap-4" data-testid="lesson-step-details">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="gold" data-testid="lesson-rakah">
          {step.rakah === null
            ? t('beforePrayer')
            : t('rakah', { number: formatNumber(step.rakah, language) })}
        </Badge>
        {step.optional ? <Badge variant="outline">{t('optional')}</Badge> : null}
      </div>
      <h2 className="text-2xl font-bold" data-testid="lesson-step-title">
        {step.title}
      </h2>
      <p
        className={cn(
          'rounded-md text-lg leading-relaxed transition-colors',
          reading && 'bg-gold/15 px-2 ring-2 ring-gold',
        )}
        data-testid="lesson-step-instruction"
        data-reading={reading}
      >
        {step.instruction}
      </p>
      {step.arabicText ? (
        <div className="grid gap-2 rounded-lg bg-secondary p-4">
          <p lang="ar" dir="rtl" className="font-arabic text-3xl leading-loose" data-testid="lesson-arabic">
            {step.arabicText}
          </p>
          {step.transliteration ? (
            <p lang="ar-Latn" dir="ltr" className="text-start font-sans text-muted-foreground italic">
              {step.transliteration}
            </p>
          ) : null}
          {step.translation ? (
            <p dir="auto" className="text-start text-foreground">
              {step.translation}
            </p>
          ) : null}
        </div>
      ) : null}
      {step.reference ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="lesson-reference">
          <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{t('reference')}</span> <bdi>{step.reference}</bdi>
          </span>
        </p>
      ) : null}
    </div>
  );
}
