/**
 * A person's level (decision 022): one formula for every answer and screen that shows one. The
 * points are the person's total, the running total prayer tracking keeps (decision 007): prayer
 * records, quick actions, learning sessions and school classes all add to it.
 */

/** Points a level: level = floor(totalPoints / 200) + 1. */
export const POINTS_PER_LEVEL = 200;

export interface LevelProgress {
  level: number;
  /** Points earned inside the current level (0 to 199). */
  pointsIntoLevel: number;
  /** Points still needed for the next level (1 to 200). */
  pointsToNextLevel: number;
}

/** The level of a total of points, the points into it and the points to the next. */
export function levelOf(totalPoints: number): LevelProgress {
  const points = Math.max(0, Math.floor(totalPoints));
  const pointsIntoLevel = points % POINTS_PER_LEVEL;
  return {
    level: Math.floor(points / POINTS_PER_LEVEL) + 1,
    pointsIntoLevel,
    pointsToNextLevel: POINTS_PER_LEVEL - pointsIntoLevel,
  };
}
