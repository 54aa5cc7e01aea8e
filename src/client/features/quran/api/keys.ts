import { progressKeyOf } from '@/client/lib/progress';

const all = ['quran'] as const;
const progress = progressKeyOf('quran');

/**
 * The keys of the Quran feature's queries (TanStack's key factory). The practice progress sits under
 * the shared progress prefix; the verses and the recording settings do not.
 */
export const quranKeys = {
  all,
  verses: (language: string) => [...all, 'verses', language] as const,
  recordingSettings: () => [...all, 'recording-settings'] as const,
  progress,
  practice: () => [...progress, 'practice'] as const,
};
