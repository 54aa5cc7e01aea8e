import { Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateGroupForm } from './create-group-form';
import { GroupDialog } from './group-dialog';

/** The Create Group dialog; the form keeps the page's own rules and the page says its own toast. */
export function CreateGroupDialog({ onCreated, testId, ...form }: ComponentProps<typeof CreateGroupForm>) {
  const { t } = useTranslation('groups');
  return (
    <GroupDialog
      icon={Plus}
      openLabel={t('create.open')}
      title={t('create.title')}
      description={t('create.description')}
      testId={testId}
    >
      {(close) => (
        <CreateGroupForm
          {...form}
          testId={`${testId}-form`}
          // The page opens the new group, and puts the focus there, once the dialog has gone.
          onCreated={(group) => close(() => onCreated(group))}
        />
      )}
    </GroupDialog>
  );
}
