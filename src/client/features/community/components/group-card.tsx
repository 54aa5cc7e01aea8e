import type { Group } from '@/contracts/community/groups';
import { GroupBadges, GroupMemberCount } from './group-heading';

/** One of the person's groups in the grid; the whole card opens the group. */
export function GroupCard({ group, onOpen }: { group: Group; onOpen: () => void }) {
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
          <GroupBadges group={group} />
        </span>
        {group.description ? (
          <span className="line-clamp-3 text-sm text-muted-foreground">{group.description}</span>
        ) : null}
        <GroupMemberCount group={group} className="mt-auto" />
      </button>
    </li>
  );
}
