import type { SchoolAgeGroup } from '@/contracts/school';

const all = ['school'] as const;

/**
 * The keys of the school's queries (TanStack's key factory). The subscription holds the classes used
 * this period; the classes (`sessions`) are the parent's: the open one, the list and each transcript.
 */
export const schoolKeys = {
  all,
  subscription: () => [...all, 'subscription'] as const,
  classes: (ageGroup: SchoolAgeGroup, madhab: string) => [...all, 'classes', ageGroup, madhab] as const,
  sessions: () => [...all, 'sessions'] as const,
  current: () => [...all, 'sessions', 'current'] as const,
  past: () => [...all, 'sessions', 'past'] as const,
  transcript: (sessionId: number) => [...all, 'sessions', 'transcript', sessionId] as const,
};
