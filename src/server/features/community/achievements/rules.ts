import {
  ACHIEVEMENT_CATEGORY,
  ACHIEVEMENT_THRESHOLDS,
  type Achievement,
  type AchievementType,
} from '@/contracts/community/progress';

/** The levels (1 to 3) whose threshold `progress` reaches. */
export function levelsReachedBy(type: AchievementType, progress: number) {
  return ACHIEVEMENT_THRESHOLDS[type].flatMap((threshold, i) =>
    progress >= threshold ? [{ level: i + 1, threshold }] : [],
  );
}

/**
 * An achievement as the person sees it (decision 021). A level is reached once its unlockedAt
 * is set, which happens the first time the progress reaches its threshold and is never undone. The
 * level is the highest level reached, or 1 (locked) with none; the progress bar aims at the lowest
 * threshold not reached yet, or at the top one when all three are.
 */
export function describeAchievement(
  type: AchievementType,
  progress: number,
  unlocked: ReadonlyMap<number, Date>,
): Achievement {
  const thresholds = ACHIEVEMENT_THRESHOLDS[type];
  const levels = thresholds.map((threshold, i) => ({
    level: i + 1,
    threshold,
    unlockedAt: unlocked.get(i + 1)?.toISOString() ?? null,
  }));
  const reached = levels.filter((l) => l.unlockedAt !== null);
  const top = reached.at(-1);
  const next = levels.find((l) => l.unlockedAt === null);
  return {
    achievementType: type,
    category: ACHIEVEMENT_CATEGORY[type],
    level: top?.level ?? 1,
    progress,
    maxProgress: (next ?? levels.at(-1)!).threshold,
    unlockedAt: top?.unlockedAt ?? null,
    levels,
  };
}
