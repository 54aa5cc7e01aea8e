import { Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contracts/school';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatNumber, localized } from '../lib/format';

/**
 * One class of Available Classes: title, age group, religion, description, duration
 * and topic, and 'Start 120-Min Class', shown unavailable until the child's name is given (pressing it
 * then says why).
 */
export function ClassCard({
  lesson,
  nameGiven,
  onStart,
}: {
  lesson: SchoolClass;
  nameGiven: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation('school');
  const titleId = useId();
  const details = [
    ['ageGroup', t(`ageGroups.${lesson.ageGroup}`)],
    ['religion', t(`religions.${lesson.religion}`, { defaultValue: lesson.religion })],
    ['duration', t('classes.minutes', { minutes: formatNumber(lesson.duration, i18n.language) })],
    ['topic', t(`topics.${lesson.topic}`, { defaultValue: lesson.topic })],
  ] as const;
  return (
    <Card className="flex h-full flex-col" data-testid="school-class-card">
      <CardHeader className="gap-2">
        <CardTitle as="h3" id={titleId}>
          {localized(lesson.title, i18n.language)}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{t(`traditions.${lesson.tradition}`)}</Badge>
        </div>
        <CardDescription>{localized(lesson.description, i18n.language)}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-4">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {details.map(([key, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted-foreground">{t(`classes.details.${key}`)}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]" data-testid={`school-class-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Button
          className="w-full whitespace-normal"
          onClick={onStart}
          aria-disabled={!nameGiven}
          aria-describedby={titleId}
        >
          <Play aria-hidden="true" className="rtl:-scale-x-100" />
          {t('classes.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
