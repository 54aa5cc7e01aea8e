import { Crown, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { Badge } from '@/client/components/ui/badge';

/** One of the person's groups in the grid; the whole card opens the group. */
export function GroupCard({ group, onOpen }: { group: Group; onOpen: () => void }) {
  const { t } = useTranslation('groups');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col gap-3 rounded-xl border bg-card p-5 text-start shadow-sm transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        data-testid="group-card"
      >
        <span className="flex flex-wrap items-start justify-between gap-2">
          <span className="text-lg leading-tight font-semibold break-words">{group.name}</span>
          <span className="flex gap-1">
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
        </span>
        {group.description ? (
          <span className="line-clamp-3 text-sm text-muted-foreground">{group.description}</span>
        ) : null}
        <span className="mt-auto flex items-center gap-2 text-sm text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          {t('memberCount', { members: group.memberCount, max: group.maxMembers })}
        </span>
      </button>
    </li>
  );
}
