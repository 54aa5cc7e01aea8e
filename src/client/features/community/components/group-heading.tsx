import { Crown, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

/**
 * What the group card and the group's detail both say under its name: the Owner and Private badges
 * that apply, and the member count. Spans, as they stand inside the card's button too.
 */
export function GroupBadges({ group, className }: { group: Group; className?: string }) {
  const { t } = useTranslation('groups');
  return (
    <span className={cn('flex gap-1', className)}>
      {group.isOwner ? (
        <Badge variant="gold">
          <Crown aria-hidden="true" />
          {t('owner')}
        </Badge>
      ) : null}
      {group.isPrivate ? (
        <Badge variant="outline">
          <Lock aria-hidden="true" />
          {t('private')}
        </Badge>
      ) : null}
    </span>
  );
}

export function GroupMemberCount({ group, className }: { group: Group; className?: string }) {
  const { t } = useTranslation('groups');
  return (
    <span className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Users aria-hidden="true" className="size-4" />
      {t('memberCount', { members: group.memberCount, max: group.maxMembers })}
    </span>
  );
}
