import { AudioLines, LoaderCircle, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionStatus } from '../lib/coach-session';

/**
 * 'Listening...' and 'AI Speaking...', plus the wait for the answer. A live
 * region, so a screen reader hears whose turn it is. Without speech recognition (`canListen` false)
 * the idle line asks for a typed question instead of Start Prayer.
 */
export function CoachStatus({
  status,
  needsPlan,
  canListen = true,
}: {
  status: SessionStatus;
  needsPlan: boolean;
  canListen?: boolean;
}) {
  const { t } = useTranslation('learning');
  return (
    <div role="status" aria-live="polite" data-testid="coach-status" data-status={status} className="min-h-7">
      {status === 'listening' ? (
        <p className="flex items-center gap-2 font-semibold text-primary">
          <span className="relative flex size-3">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-3 rounded-full bg-primary" />
          </span>
          <Mic aria-hidden="true" className="size-4" />
          {t('coach.status.listening')}
        </p>
      ) : null}
      {status === 'thinking' ? (
        <p className="flex items-center gap-2 font-semibold text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('coach.status.thinking')}
        </p>
      ) : null}
      {status === 'speaking' ? (
        <p className="flex items-center gap-2 font-semibold text-gold-strong">
          <AudioLines aria-hidden="true" className="size-4" />
          {t('coach.status.speaking')}
        </p>
      ) : null}
      {status === 'idle' || status === 'stopped' ? (
        <p className="text-muted-foreground">
          {/* Start Prayer would only meet the plan again: the status points at the offer instead. */}
          {status === 'stopped' && needsPlan
            ? t('coach.status.needsPlan')
            : canListen
              ? t(`coach.status.${status}`)
              : t('coach.status.typeOnly')}
        </p>
      ) : null}
    </div>
  );
}
