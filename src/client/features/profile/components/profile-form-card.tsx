import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';

/**
 * One of the profile's account forms (change e-mail, change password): a card with its icon, heading
 * and description, the form's fields, and its submit button, which says `pendingLabel` while sent.
 */
export function ProfileFormCard({
  icon,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <IconCard icon={icon} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {children}
        <Button type="submit" busy={pending} className="justify-self-start">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </IconCard>
  );
}

/**
 * The submit handler of a profile account form: sends the values, then empties the form and says
 * `success`; a refusal that names one of the form's fields shows under it (focused), any other
 * failure is a toast titled `errorTitle`.
 */
export function useProfileFormSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  send: (values: Values) => Promise<unknown>,
  { success, errorTitle }: { success: { title: string; description: string }; errorTitle: string },
) {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
      form.reset();
      toast(success);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in form.getValues()) {
        form.setError(
          error.field as Path<Values>,
          { message: error.code ?? error.serverMessage },
          { shouldFocus: true },
        );
        return;
      }
      toast({ title: errorTitle, description: describeError(t, error), variant: 'destructive' });
    }
  });
}
