import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassMessage } from '../hooks/use-classroom';
import { cn } from '@/client/lib/utils';

/** What the teacher and the child said, newest last, with the lesson's pictures. */
export function ClassroomMessages({
  messages,
  studentName,
}: {
  messages: ClassMessage[];
  studentName: string;
}) {
  const { t } = useTranslation('school');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  if (messages.length === 0) {
    return <p className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">{t('classroom.ready')}</p>;
  }
  return (
    <ol
      ref={list}
      tabIndex={0}
      aria-label={t('classroom.conversation')}
      aria-live="polite"
      className="grid max-h-[28rem] content-start gap-3 overflow-y-auto rounded-lg bg-muted/40 p-2"
      data-testid="classroom-messages"
    >
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid={`classroom-${message.type}`}
          className={cn(
            'grid gap-2 rounded-lg p-3 text-base',
            message.type === 'student' && 'ms-8 bg-primary text-primary-foreground',
            message.type === 'teacher' && 'me-8 bg-card shadow-sm',
            message.type === 'system' && 'bg-accent text-center text-sm font-semibold text-accent-foreground',
          )}
        >
          <span className="sr-only">
            {message.type === 'student'
              ? t('speakers.student', { name: studentName })
              : t(`speakers.${message.type}`)}
          </span>
          {message.type === 'system' ? (
            <span>{message.content}</span>
          ) : (
            <span lang="en" dir="auto" className="whitespace-pre-line [overflow-wrap:anywhere]">
              {message.content}
            </span>
          )}
          {message.image ? (
            <img
              src={message.image.url}
              alt={message.image.description}
              className="max-h-72 w-full rounded-lg object-contain"
              data-testid="classroom-image"
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
