import landing from '@content/landing/landing.json';
import { PLANS, SCHOOL_CLASSES_PER_PERIOD } from '@/contracts/plans';

/** The figures and example testimonials of content/landing (decision 018), and the school's plan (decision 013). */
export const LANDING_FIGURES = landing.figures;
export const TESTIMONIALS = landing.testimonials;
export type LocalizedText = (typeof TESTIMONIALS)[number]['quote'];

export const SCHOOL_PLAN = {
  priceCents: PLANS.school.priceCents,
  classesPerMonth: SCHOOL_CLASSES_PER_PERIOD,
};

export function localized(text: LocalizedText, language: string): string {
  return (text as Record<string, string>)[language] ?? text.en;
}
