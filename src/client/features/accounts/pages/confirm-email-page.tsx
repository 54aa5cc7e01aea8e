import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '@/client/lib/api';
import { useUser } from '@/client/lib/auth';
import { describeError } from '@/client/lib/errors';
import { useConfirmEmail } from '../api/confirm-email';
import { AccountPage, AccountSubmitButton, accountLinkClass } from '../components/account-page';
import { useLinkToken } from '../hooks/use-link-token';

/**
 * /confirm-email#token=... (decision 023): the link mailed to a new address. The address becomes the
 * account's when the person presses Confirm, signed in on this device or not; a page that confirmed on
 * opening would let a mail scanner that follows links confirm for them.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'messages', 'errors']);
  const token = useLinkToken();
  const { data: user } = useUser();
  const confirm = useConfirmEmail();
  const [linkInvalid, setLinkInvalid] = useState(token === null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(
      { token: token ?? '' },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'token') setLinkInvalid(true);
        },
      },
    );
  };
  const next = user ? (
    <Link href="/profile" className={accountLinkClass}>
      {t('confirmEmail.toProfile')}
    </Link>
  ) : (
    <Link href="/auth" className={accountLinkClass}>
      {t('confirmEmail.signIn')}
    </Link>
  );

  return (
    <AccountPage title={t('confirmEmail.title')} description={t('confirmEmail.description')}>
      {linkInvalid ? (
        <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 p-4">
          <p>{t('messages:emailLinkInvalid')}</p>
          {next}
        </div>
      ) : confirm.isSuccess ? (
        <div role="status" className="grid gap-3 rounded-md border bg-muted/40 p-4">
          <p className="flex items-start gap-3">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t('messages:emailChanged')}
          </p>
          {next}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {confirm.isError ? (
            <p role="alert" className="text-destructive">
              {describeError(t, confirm.error)}
            </p>
          ) : null}
          <AccountSubmitButton
            pending={confirm.isPending}
            label={t('confirmEmail.submit')}
            pendingLabel={t('confirmEmail.pending')}
          />
        </form>
      )}
    </AccountPage>
  );
}
