import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/utils';
import { weekdayNames } from '../lib/format';

/**
 * Sunday-first weekday names over a 7-column grid. Hidden from screen readers: every day already
 * names its own date.
 */
export function WeekdayHeader({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const short = weekdayNames(i18n.language, 'short');
  const long = weekdayNames(i18n.language, 'long');
  return (
    <div
      aria-hidden="true"
      className={cn('grid grid-cols-7 gap-1 text-center text-xs font-semibold', className)}
    >
      {short.map((name, index) => (
        <span key={long[index]} title={long[index]} className="truncate py-1 text-muted-foreground">
          {name}
        </span>
      ))}
    </div>
  );
}
