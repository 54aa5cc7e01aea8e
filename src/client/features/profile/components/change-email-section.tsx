import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailInput } from '@/contracts/auth';
import { useChangeEmail } from '../api/account-lifecycle';
import { CurrentPasswordField, ProfileField } from './profile-field';
import { ProfileFormCard, useProfileFormSubmit } from './profile-form-card';

/** Change e-mail (decision 023): the current password first; the old and new addresses are told. */
export function ChangeEmailSection() {
  const { t } = useTranslation(['profile', 'messages', 'errors']);
  const change = useChangeEmail();
  const form = useForm({
    resolver: zodResolver(changeEmailInput),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = useProfileFormSubmit(form, change.mutateAsync, {
    success: { title: t('email.successTitle'), description: t('messages:emailChanged') },
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
