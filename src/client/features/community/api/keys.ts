import { progressKeyOf } from '@/client/lib/progress';

const all = ['community'] as const;
const progress = progressKeyOf('community');

/**
 * The keys of the community feature's queries (TanStack's key factory). The dashboard, goals,
 * achievements and the standings (the person's group standing, each group's leaderboard) show
 * progress and sit under the shared progress prefix; the group lists and details do not.
 */
export const communityKeys = {
  all,
  groups: () => [...all, 'groups'] as const,
  myGroups: () => [...all, 'groups', 'mine'] as const,
  publicGroups: () => [...all, 'groups', 'public'] as const,
  group: (id: number) => [...all, 'groups', id] as const,
  groupMembers: (id: number) => [...all, 'groups', id, 'members'] as const,
  progress,
  dashboard: () => [...progress, 'dashboard'] as const,
  goals: () => [...progress, 'goals'] as const,
  achievements: () => [...progress, 'achievements'] as const,
  standings: () => [...progress, 'standings'] as const,
  myStanding: () => [...progress, 'standings', 'mine'] as const,
  leaderboard: (id: number) => [...progress, 'standings', id] as const,
};
