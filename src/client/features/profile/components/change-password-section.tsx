import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordInput } from '@/contracts/auth';
import { useChangePassword } from '../api/account-lifecycle';
import { CurrentPasswordField, ProfileField } from './profile-field';
import { ProfileFormCard, useProfileFormSubmit } from './profile-form-card';

/** Change password (decision 023): the current one first; the person's other devices are signed out. */
export function ChangePasswordSection() {
  const { t } = useTranslation(['profile', 'auth', 'messages', 'errors']);
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = useProfileFormSubmit(form, change.mutateAsync, {
    success: { title: t('password.successTitle'), description: t('messages:passwordChanged') },
    errorTitle: t('password.errorTitle'),
  });

  return (
    <ProfileFormCard
      icon={KeyRound}
      title={t('password.heading')}
      description={t('password.description')}
      onSubmit={onSubmit}
      pending={change.isPending}
      submitLabel={t('password.submit')}
      pendingLabel={t('password.pending')}
    >
      <CurrentPasswordField
        label={t('password.current')}
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <ProfileField
        label={t('password.new')}
        hint={t('auth:fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
      />
    </ProfileFormCard>
  );
}
