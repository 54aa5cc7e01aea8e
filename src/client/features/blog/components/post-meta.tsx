import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPostDate } from './category-label';

/** The date and read time of an article. */
export function PostMeta({
  publishedAt,
  readTimeMinutes,
}: {
  publishedAt: string | null;
  readTimeMinutes: number;
}) {
  const { t, i18n } = useTranslation('blog');
  const date = formatPostDate(publishedAt, i18n.language);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {date && publishedAt ? (
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={publishedAt}>{date}</time>
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {t('readTime', { count: readTimeMinutes })}
      </span>
    </p>
  );
}
