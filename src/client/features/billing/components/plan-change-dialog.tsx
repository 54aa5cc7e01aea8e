import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { formatPrice } from '@/client/lib/plans';
import type { PaidAccountPlan } from '@/contracts/billing';
import { useChangePlan, usePlanChangePreview } from '../api/change-plan';
import { formatDate } from '../lib/format';

/** Cents as the interface language writes them, always with the cents ("$12.00"). */
function formatAmount(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/**
 * 'Change to {plan}' for a person whose paid plan runs (decision 013): the dialog asks the server what
 * the change costs now (the provider's proration), shows it, and changes the running subscription
 * only once confirmed.
 */
export function PlanChangeDialog({ plan, disabled }: { plan: PaidAccountPlan; disabled?: boolean }) {
  const { t, i18n } = useTranslation(['billing', 'messages', 'errors']);
  const [open, setOpen] = useState(false);
  const preview = usePlanChangePreview();
  const change = useChangePlan();
  const planName = t(`plans.${plan}`);
  const due = preview.data;

  const openChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (next) preview.mutate(plan);
  };
  const confirm = () =>
    change.mutate(plan, {
      onSuccess: (answer) => {
        toast({
          title: t('toasts.planChanged'),
          description: translateMessage(t, answer.code, answer.message),
        });
        setOpen(false);
      },
      onError: (error) => {
        toast({
          title: t('toasts.changeError'),
          description: describeError(t, error),
          variant: 'destructive',
        });
        setOpen(false);
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button className="w-full" disabled={disabled} data-testid={`change-to-${plan}`}>
          {t('change.trigger', { plan: planName })}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="plan-change-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('change.title', { plan: planName })}</AlertDialogTitle>
          <AlertDialogDescription>
            {due
              ? t('change.description', { from: t(`plans.${due.from}`), to: planName })
              : t('change.loading')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {preview.isPending ? <Spinner /> : null}
        {preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(t, preview.error)}
          </p>
        ) : null}
        {due ? (
          <dl className="grid gap-2 sm:grid-cols-[1fr_auto]" data-testid="plan-change-due">
            <dt className="text-muted-foreground">
              {t('change.unusedTime', { plan: t(`plans.${due.from}`) })}
            </dt>
            <dd className="text-end">{formatAmount(-due.unusedTime, due.currency, i18n.language)}</dd>
            <dt className="text-muted-foreground">{t('change.remainingTime', { plan: planName })}</dt>
            <dd className="text-end">{formatAmount(due.remainingTime, due.currency, i18n.language)}</dd>
            <dt className="font-semibold">{t('change.dueNow')}</dt>
            <dd className="text-end text-lg font-bold" data-testid="plan-change-due-now">
              {formatAmount(due.dueNow, due.currency, i18n.language)}
            </dd>
            {due.credit > 0 ? (
              <>
                <dt className="text-muted-foreground">{t('change.credit')}</dt>
                <dd className="text-end">{formatAmount(due.credit, due.currency, i18n.language)}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground sm:col-span-2">
              {t('change.then', {
                price: formatPrice(due.nextPriceCents, i18n.language),
                date: formatDate(due.renewsAt, i18n.language),
              })}
            </dt>
          </dl>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel busy={change.isPending}>{t('change.keep')}</AlertDialogCancel>
          <AlertDialogAction
            busy={change.isPending}
            disabled={!due}
            onClick={(event) => {
              // Kept open until the server has answered.
              event.preventDefault();
              confirm();
            }}
          >
            {change.isPending ? t('change.pending') : t('change.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
