import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useDeleteGroup, useLeaveGroup } from '../api/groups-mutations';

/**
 * 'Leave Group' for members, 'Delete Group' for the owner (decision 020), each asking first.
 * `onDone` clears the selected group.
 */
export function GroupMembershipAction({ group, onDone }: { group: Group; onDone: () => void }) {
  const { t } = useTranslation(['groups', 'messages', 'errors']);
  const leave = useLeaveGroup();
  const remove = useDeleteGroup();

  // Awaited rather than mutate's callbacks: the lists refresh before the answer is handled, which
  // unmounts this view (the group is gone from them), and mutate's callbacks would then never run.
  async function finish(request: Promise<unknown>, close: () => void, action: 'leave' | 'delete') {
    try {
      await request;
      close();
      toast({
        title: t(`${action}.doneTitle`),
        description: t(`${action}.doneDescription`, { group: group.name }),
      });
      onDone();
    } catch (error) {
      close();
      toast({
        title: t('errorTitle'),
        description: describeError(t, error, t(`${action}.failed`)),
        variant: 'destructive',
      });
    }
  }

  if (group.isOwner)
    return (
      <ConfirmDialog
        pending={remove.isPending}
        triggerLabel={t('delete.trigger')}
        title={t('delete.title')}
        description={t('delete.confirm', { group: group.name })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete.confirmButton')}
        pendingLabel={t('delete.pending')}
        onConfirm={(close) => void finish(remove.mutateAsync(group.id), close, 'delete')}
      />
    );

  return (
    <ConfirmDialog
      pending={leave.isPending}
      triggerLabel={t('leave.trigger')}
      title={t('leave.title')}
      description={t('leave.confirm', { group: group.name })}
      cancelLabel={t('cancel')}
      confirmLabel={t('leave.confirmButton')}
      pendingLabel={t('leave.pending')}
      onConfirm={(close) => void finish(leave.mutateAsync(group.id), close, 'leave')}
    />
  );
}
