import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contentPath, deepFreeze, readContentJson } from '../../content/files';
import { quranVerse } from '../../content/quran';
import { type LessonPlan, lessonPlanSchema, SCHOOL_AGE_GROUPS } from './plan-schema';

export const SCHOOL_PLANS_DIR = contentPath('school-plans');

/**
 * Every curated lesson plan (content/school-plans/<age group>/<slug>.json), validated: the schema, a
 * slug that matches the file's name and is used once, an age group that matches the folder, and every
 * verse reference present in the Quran dataset. A broken file stops the start, naming the file.
 */
export function loadLessonPlans(dir: string = SCHOOL_PLANS_DIR): readonly LessonPlan[] {
  const plans: LessonPlan[] = [];
  const seen = new Set<string>();
  for (const ageGroup of SCHOOL_AGE_GROUPS) {
    let files: string[];
    try {
      files = readdirSync(path.join(dir, ageGroup)).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of files.sort()) {
      const file = path.join(dir, ageGroup, name);
      const plan = readContentJson(file, lessonPlanSchema);
      const problem = (message: string) => new Error(`Invalid content ${file}: ${message}`);
      if (`${plan.slug}.json` !== name) throw problem(`slug '${plan.slug}' does not match the file name`);
      if (plan.ageGroup !== ageGroup) throw problem(`ageGroup '${plan.ageGroup}' is not its folder's`);
      if (seen.has(plan.slug)) throw problem(`slug '${plan.slug}' is used twice`);
      seen.add(plan.slug);
      for (const segment of plan.segments)
        for (const ref of segment.verses)
          for (let ayah = ref.from; ayah <= ref.to; ayah++)
            if (!quranVerse(ref.surah, ayah, 'en'))
              throw problem(`verse ${ref.surah}:${ayah} (segment '${segment.title}') is not in the Quran dataset`);
      plans.push(plan);
    }
  }
  return deepFreeze(plans);
}
