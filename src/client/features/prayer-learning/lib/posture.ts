import { POSTURES, type Posture } from '@/contracts/prayer-lessons';

/**
 * The spec's rule (section 4.3): the posture comes from the step name. ruku; sujud or prostration;
 * sitting or tashahhud; qiyam or standing; anything else is standing.
 */
export function postureFromStepName(name: string): Posture {
  const key = name.toLowerCase();
  if (key.includes('ruku')) return 'ruku';
  if (key.includes('sujud') || key.includes('prostration')) return 'sujud';
  if (key.includes('sitting') || key.includes('tashahhud')) return 'sitting';
  return 'standing';
}

/**
 * The figure to draw for a step. The server names each step's posture, which is more accurate than
 * its name (the sitting between prostrations is called 'jalsa', the wudu steps are preparation), so
 * the name rule is only the fallback for a posture the client does not know.
 */
export function postureOfStep(step: { step: string; posture?: string | undefined }): Posture {
  const known = POSTURES.find((posture) => posture === step.posture);
  return known ?? postureFromStepName(step.step);
}
