import { progressKeyOf } from '@/client/lib/progress';

const progress = progressKeyOf('home');

/** The keys of the home feature's queries (TanStack's key factory); its summary shows progress. */
export const homeKeys = {
  progress,
  summary: () => [...progress, 'summary'] as const,
};
