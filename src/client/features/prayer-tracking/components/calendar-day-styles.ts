import type { DayBucket } from '../lib/day-bucket';

/**
 * Colours of the calendar buckets. The border style differs too and every day
 * shows its count, so colour is never the only cue. Text on each background keeps 4.5:1.
 */
export const BUCKET_CLASSES: Record<DayBucket, string> = {
  perfect: 'border-green-700 bg-green-100 text-green-950 border-2',
  great: 'border-yellow-600 bg-yellow-100 text-yellow-950 border-2',
  good: 'border-orange-600 bg-orange-100 text-orange-950 border-2 border-dashed',
  missedSome: 'border-red-600 bg-red-100 text-red-950 border-2 border-dotted',
  inProgress: 'border-primary bg-card text-foreground border-2 border-dashed',
  none: 'border-border bg-card text-foreground',
};
