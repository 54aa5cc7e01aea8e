import { Ear, LoaderCircle, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassroomStatus } from '../hooks/use-classroom';

/** 'Listening...' and 'Teacher Speaking...', said politely as they change. */
export function ClassroomIndicator({ status, listening }: { status: ClassroomStatus; listening: boolean }) {
  const { t } = useTranslation('school');
  const shown =
    status === 'speaking'
      ? { key: 'speaking', icon: Volume2 }
      : status === 'thinking' || status === 'starting'
        ? { key: 'thinking', icon: LoaderCircle }
        : listening
          ? { key: 'listening', icon: Ear }
          : null;
  return (
    <p
      role="status"
      data-testid="classroom-indicator"
      data-status={shown?.key ?? 'quiet'}
      className="flex min-h-7 items-center gap-2 text-sm font-semibold text-primary"
    >
      {shown ? (
        <>
          <shown.icon
            aria-hidden="true"
            className={shown.key === 'thinking' ? 'size-4 animate-spin' : 'size-4 animate-pulse'}
          />
          {t(`classroom.${shown.key}`)}
        </>
      ) : null}
    </p>
  );
}
