import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupMember } from '@/contracts/community/groups';
import { Badge } from '@/client/components/ui/badge';
import { UserName } from '@/client/components/user-name';

/** The Members tab: each member with their role, joining date and total points. */
export function GroupMembersList({ members }: { members: GroupMember[] }) {
  const { t, i18n } = useTranslation('groups');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="grid grid-cols-1 gap-2" data-testid="group-members">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-wrap items-center gap-3 rounded-lg border p-3"
          data-testid="group-member"
        >
          <span className="min-w-0 flex-1">
            <UserName className="block w-fit font-medium">{member.username}</UserName>
            <span className="text-xs text-muted-foreground">
              {t('members.joined', { date: dateFormat.format(new Date(member.joinedAt)) })}
            </span>
          </span>
          <Badge variant={member.role === 'owner' ? 'gold' : 'outline'}>
            {member.role === 'owner' ? <Crown aria-hidden="true" /> : null}
            {member.role === 'owner' ? t('owner') : t('members.member')}
          </Badge>
          <span className="font-semibold">{t('leaderboard.points', { points: member.totalPoints })}</span>
        </li>
      ))}
    </ul>
  );
}
