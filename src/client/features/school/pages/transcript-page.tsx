import { ArrowLeft, Award, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { TranscriptResponse } from '@/contracts/school';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { cn } from '@/client/lib/utils';
import { useTranscript } from '../api/get-transcript';
import { formatDateTime, formatNumber, formatTime, localized } from '../lib/format';

type Message = TranscriptResponse['messages'][number];

/**
 * /sunday-school/classes/:id, the parent's view of one class (decision 029): who took it, when, for
 * how long, the activities, badges and points, and every message, those stopped by moderation marked.
 */
export function TranscriptPage() {
  const { t, i18n } = useTranslation(['school', 'messages', 'errors']);
  const { id = '' } = useParams<{ id: string }>();
  const transcript = useTranscript(Number(id));
  const language = i18n.language;
  const back = (
    <Link
      href="/sunday-school"
      className="inline-flex items-center gap-2 text-sm font-medium text-primary underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('transcript.back')}
    </Link>
  );

  if (transcript.isError) {
    const error = transcript.error;
    return (
      <div className="mx-auto grid max-w-4xl gap-4">
        <DocumentTitle page={t('transcript.title')} />
        {back}
        {error instanceof ApiError && error.status < 500 ? (
          <p role="alert" className="rounded-xl border bg-card p-4" data-testid="transcript-error">
            {describeError(t, error)}
          </p>
        ) : (
          <PageLoadError queries={[transcript]} />
        )}
      </div>
    );
  }
  if (!transcript.data) return <Spinner />;
  const data = transcript.data;
  const title = localized(data.classTitle, language);
  const details = [
    ['child', data.studentName],
    ['ageGroup', t(`ageGroups.${data.ageGroup}`)],
    ['started', formatDateTime(data.startedAt, language)],
    ['ended', data.endedAt ? formatDateTime(data.endedAt, language) : t('transcript.notEnded')],
    ['minutes', formatNumber(data.totalMinutes, language)],
    ['points', formatNumber(data.points, language)],
    ['status', t(`status.${data.status}`)],
  ] as const;
  const speaker = (message: Message) =>
    message.messageType === 'student'
      ? t('speakers.student', { name: data.studentName })
      : t(`speakers.${message.messageType}`);

  return (
    <div className="mx-auto grid max-w-4xl gap-6" data-testid="transcript">
      <DocumentTitle page={t('transcript.title')} />
      {back}
      <header className="grid gap-1">
        <p className="text-sm font-semibold text-muted-foreground">{t('transcript.title')}</p>
        <h1 className="text-3xl font-bold text-primary [overflow-wrap:anywhere]">{title}</h1>
      </header>
      <Card>
        <CardContent className="pt-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {details.map(([key, value]) => (
              <div key={key} className="min-w-0">
                <dt className="text-sm text-muted-foreground">{t(`transcript.details.${key}`)}</dt>
                <dd className="font-semibold [overflow-wrap:anywhere]" data-testid={`transcript-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('transcript.activities')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.completedActivities.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('transcript.noActivities')}</p>
            ) : (
              <ul className="grid gap-2" data-testid="transcript-activities">
                {data.completedActivities.map((activity, index) => (
                  <li key={index} className="flex justify-between gap-2">
                    <span>{t(`activityTypes.${activity.type}`)}</span>
                    <span className="font-semibold">
                      {t('classroom.activityPoints', { points: formatNumber(activity.points, language) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('transcript.badges')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.badges.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('transcript.noBadges')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2" data-testid="transcript-badges">
                {data.badges.map((badge, index) => (
                  <li key={`${badge}-${index}`}>
                    <Badge variant="gold" lang="en">
                      <Award aria-hidden="true" />
                      {badge}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="transcript-messages-title" className="grid gap-3">
        <h2 id="transcript-messages-title" className="text-xl font-semibold">
          {t('transcript.messages')}
        </h2>
        {data.flaggedMessages > 0 ? (
          <p className="flex items-start gap-2 rounded-xl border border-gold bg-accent p-3 text-sm text-accent-foreground">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('transcript.flaggedNote', { number: formatNumber(data.flaggedMessages, language) })}
          </p>
        ) : null}
        {data.messages.length === 0 ? (
          <p className="text-muted-foreground">{t('transcript.noMessages')}</p>
        ) : (
          <ol className="grid gap-3" data-testid="transcript-messages">
            {data.messages.map((message) => (
              <li
                key={message.id}
                data-testid={`transcript-${message.messageType}`}
                data-flagged={message.flagged}
                className={cn(
                  'grid gap-1 rounded-lg border p-3',
                  message.messageType === 'student' ? 'ms-6 bg-secondary' : 'me-6 bg-card',
                  message.flagged && 'border-2 border-destructive',
                )}
              >
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold [overflow-wrap:anywhere]">{speaker(message)}</span>
                  <time dateTime={message.timestamp} className="text-muted-foreground">
                    {formatTime(message.timestamp, language)}
                  </time>
                  {message.flagged ? (
                    <Badge
                      variant="outline"
                      className="border-destructive text-destructive"
                      data-testid="transcript-flag"
                    >
                      <ShieldAlert aria-hidden="true" />
                      {t('transcript.flagged')}
                    </Badge>
                  ) : null}
                </p>
                {message.content ? (
                  <p lang="en" dir="auto" className="whitespace-pre-line [overflow-wrap:anywhere]">
                    {message.content}
                  </p>
                ) : (
                  <p className="text-muted-foreground">{t('transcript.silence')}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
