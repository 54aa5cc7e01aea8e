import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { changeEmailInput } from '@/contracts/auth';
import { useChangeEmail, usePendingEmailChange } from '../api/account-lifecycle';
import { CurrentPasswordField, ProfileField } from './profile-field';
import { ProfileFormCard, useProfileFormSubmit } from './profile-form-card';

/**
 * Change e-mail (decision 023): the current password first; a link goes to the new address, which
 * becomes the account's only when it is opened (the change waiting is shown until then), and the old
 * address is told.
 */
export function ChangeEmailSection() {
  const { t, i18n } = useTranslation(['profile', 'messages', 'errors']);
  const change = useChangeEmail();
  const pending = usePendingEmailChange().data;
  const form = useForm({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = useProfileFormSubmit(form, change.mutateAsync, {
    success: { title: t('email.successTitle'), description: t('messages:emailChangeRequested') },
    errorTitle: t('email.errorTitle'),
  });

  return (
    <ProfileFormCard
      icon={AtSign}
      title={t('email.heading')}
      description={t('email.description')}
      onSubmit={onSubmit}
      pending={change.isPending}
      submitLabel={t('email.submit')}
      pendingLabel={t('email.pending')}
    >
      {pending?.pendingEmail && pending.expiresAt ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          <Trans
            t={t}
            i18nKey="email.pendingNotice"
            values={{
              email: pending.pendingEmail,
              time: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(pending.expiresAt)),
            }}
            components={{ address: <bdi dir="ltr" className="font-semibold" /> }}
          />
        </p>
      ) : null}
      <ProfileField
        label={t('email.new')}
        type="email"
        dir="ltr"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <CurrentPasswordField
        label={t('password.current')}
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
    </ProfileFormCard>
  );
}
