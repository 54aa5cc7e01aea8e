import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { CreateGroupForm, type CreateGroupFormRules } from './create-group-form';

/** The Create Group dialog; the form keeps the page's own rules and the page says its own toast. */
export function CreateGroupDialog({
  rules,
  onCreated,
  failureText,
  testId,
}: {
  rules: CreateGroupFormRules;
  onCreated: (group: Group) => void;
  failureText: string;
  testId: string;
}) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-testid={`${testId}-open`}>
          <Plus aria-hidden="true" />
          {t('create.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <CreateGroupForm
          rules={rules}
          failureText={failureText}
          testId={`${testId}-form`}
          onCreated={(group) => {
            setOpen(false);
            onCreated(group);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
