import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useDevicePush, useTurnDevicePush } from '../api/device-push';

/** Asks this browser for web push and subscribes it; the panel calls it when push is chosen. */
export function useAskForPush() {
  const { t } = useTranslation('settings');
  const turn = useTurnDevicePush();
  return {
    pending: turn.isPending,
    turn: (on: boolean) =>
      turn.mutate(on, {
        onError: (error) =>
          toast({
            title: t('reminders.errorTitle'),
            description: describeError(t, error, t('reminders.push.failed')),
            variant: 'destructive',
          }),
      }),
  };
}

/**
 * Web push on this device (decision 032), shown when reminders go by push or by both: whether this
 * browser can, may and does receive them, with the one action that fits.
 */
export function DevicePushStatus({ ask }: { ask: ReturnType<typeof useAskForPush> }) {
  const { t } = useTranslation('settings');
  const device = useDevicePush(true);
  const state = device.data;
  const action =
    state === 'on'
      ? { label: t('reminders.push.turnOff'), on: false, variant: 'outline' as const }
      : state === 'off'
        ? { label: t('reminders.push.turnOn'), on: true, variant: 'default' as const }
        : state === 'denied'
          ? { label: t('reminders.push.tryAgain'), on: true, variant: 'outline' as const }
          : undefined;
  return (
    <section className="grid gap-2 rounded-md border border-border p-3" aria-labelledby="device-push">
      <h3 id="device-push" className="text-sm font-semibold">
        {t('reminders.push.heading')}
      </h3>
      <p
        role="status"
        data-testid="device-push-state"
        data-state={state ?? 'checking'}
        className={state === 'denied' || state === 'unsupported' ? 'text-sm text-destructive' : 'text-sm'}
      >
        {device.isError ? t('reminders.push.failed') : t(`reminders.push.${state ?? 'checking'}`)}
      </p>
      {action ? (
        <div>
          <Button
            type="button"
            variant={action.variant}
            onClick={() => ask.turn(action.on)}
            disabled={ask.pending}
            data-testid="device-push-action"
          >
            {ask.pending ? <Spinner /> : null}
            {action.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
