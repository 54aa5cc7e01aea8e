import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { startClassInput, type PastClass, type SchoolClass } from '@/contracts/school';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Spinner } from '@/client/components/ui/spinner';
import { useRefreshSubscription } from '@/client/features/billing/public';
import { translateMessage } from '@/client/lib/i18n';
import { useCurrentClass } from '../api/get-current-class';
import { useSchoolSubscription } from '../api/get-school-subscription';
import { schoolKeys } from '../api/keys';
import { ClassList } from '../components/class-list';
import { Classroom } from '../components/classroom';
import { CurriculumCard } from '../components/curriculum-card';
import { NewClassForm, type NewClassValues } from '../components/new-class-form';
import { PastClasses } from '../components/past-classes';
import { ResumeBanner } from '../components/resume-banner';
import { SubscribeCard } from '../components/subscribe-card';
import type { Lesson } from '../hooks/use-classroom';
import { formatNumber, localized } from '../lib/format';

/**
 * /sunday-school: without the subscription, its card; with it, the new
 * class form, the classes for the chosen age group and tradition, the curriculum, a class left open
 * to resume and the parent's past classes; a class opened from them is the classroom, and End Class
 * comes back here.
 */
export function SchoolPage() {
  const { t, i18n } = useTranslation(['school', 'messages', 'errors']);
  const queryClient = useQueryClient();
  const subscription = useSchoolSubscription();
  const subscribed = subscription.data?.hasActiveSubscription === true;
  const current = useCurrentClass(subscribed);
  const [values, setValues] = useState<NewClassValues>({ studentName: '', ageGroup: '', tradition: '' });
  const [nameError, setNameError] = useState<string | undefined>();
  const [lesson, setLesson] = useState<Lesson | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasInClass = useRef(false);

  // Back from the hosted checkout (?success=true): the provider is asked now, and the school read again.
  const returned = new URLSearchParams(useSearch()).get('success') === 'true';
  const { mutate: refresh } = useRefreshSubscription();
  useEffect(() => {
    if (!returned) return;
    refresh(undefined, {
      onSettled: () => void queryClient.invalidateQueries({ queryKey: schoolKeys.subscription() }),
    });
  }, [returned, refresh, queryClient]);

  // Coming back from the classroom, the focus goes to the page's heading, as on any new view.
  useEffect(() => {
    if (lesson) wasInClass.current = true;
    else if (wasInClass.current) heading.current?.focus();
  }, [lesson]);

  if (subscription.isError) return <PageLoadError queries={[subscription]} />;
  if (!subscription.data) return <Spinner />;
  if (lesson) return <Classroom lesson={lesson} onLeave={() => setLesson(null)} />;

  const language = i18n.language;
  const open = (chosen: SchoolClass) => {
    if (!values.studentName.trim()) {
      window.alert(t('messages:childNameRequired'));
      nameInput.current?.focus();
      return;
    }
    const name = startClassInput.shape.studentName.safeParse(values.studentName);
    if (!name.success) {
      const code = name.error.issues[0]?.message ?? '';
      setNameError(translateMessage(t, code, code));
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    setLesson({
      classId: chosen.id,
      title: localized(chosen.title, language),
      topic: chosen.topic,
      studentName: name.data,
      ageGroup: chosen.ageGroup,
      resumeSessionId: null,
    });
  };
  const resume = (left: PastClass) =>
    setLesson({
      classId: null,
      title: localized(left.classTitle, language),
      topic: null,
      studentName: left.studentName,
      ageGroup: left.ageGroup,
      resumeSessionId: left.sessionId,
      points: left.points,
      badges: left.badges,
    });

  const { classesUsed, classesLimit } = subscription.data;
  const left = current.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('title')} />
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-primary outline-none">
            {t('title')}
          </h1>
          {subscribed ? (
            <Badge data-testid="school-subscribed">
              <BadgeCheck aria-hidden="true" />
              {t('subscribed')}
            </Badge>
          ) : null}
        </div>
        <p className="text-lg text-muted-foreground">{t('subtitle')}</p>
        {subscribed ? (
          <p data-testid="school-classes-used">
            {t('classesUsed', {
              used: formatNumber(classesUsed, language),
              limit: formatNumber(classesLimit, language),
            })}
          </p>
        ) : null}
      </header>
      {!subscribed ? (
        <>
          <SubscribeCard />
          <PastClasses onlyWhenAny />
        </>
      ) : (
        <>
          {left && left.status === 'active' ? (
            <ResumeBanner open={left} onResume={() => resume(left)} />
          ) : null}
          <NewClassForm
            values={values}
            onChange={(next) => {
              setValues(next);
              if (nameError) setNameError(undefined);
            }}
            nameError={nameError}
            nameRef={nameInput}
          />
          <ClassList values={values} onStart={open} />
          <CurriculumCard />
          <PastClasses />
        </>
      )}
    </div>
  );
}
