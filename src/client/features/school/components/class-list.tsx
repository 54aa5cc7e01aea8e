import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contracts/school';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { useSchoolClasses } from '../api/get-classes';
import { ClassCard } from './class-card';
import type { NewClassValues } from './new-class-form';

/** Available Classes for the chosen age group and tradition, or why there are none. */
export function ClassList({
  values,
  onStart,
}: {
  values: NewClassValues;
  onStart: (lesson: SchoolClass) => void;
}) {
  const { t } = useTranslation('school');
  const classes = useSchoolClasses(values.ageGroup, values.tradition);
  const chosen = values.ageGroup !== '' && values.tradition !== '';
  return (
    <section aria-labelledby="school-classes-title" className="grid gap-4" data-testid="school-classes">
      <h2 id="school-classes-title" className="text-xl font-semibold">
        {t('classes.title')}
      </h2>
      {!chosen ? (
        <p className="text-muted-foreground">{t('classes.choose')}</p>
      ) : classes.isError ? (
        <PageLoadError queries={[classes]} variant="section" message={t('classes.loadError')} />
      ) : !classes.data ? (
        <Spinner />
      ) : classes.data.length === 0 ? (
        <p className="text-muted-foreground" data-testid="school-classes-empty">
          {t('classes.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {classes.data.map((lesson) => (
            <li key={lesson.id}>
              <ClassCard
                lesson={lesson}
                nameGiven={values.studentName.trim() !== ''}
                onStart={() => onStart(lesson)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
