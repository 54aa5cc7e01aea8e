import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schoolMessages } from '@/contracts/messages/school';
import type { generateImageInput, generateImageResponse } from '@/contracts/school';
import { BadRequest, Conflict, NotFound, ServiceUnavailable } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { schoolSessions } from './repository';

/** Every picture is drawn in this manner, whatever the scene (decision 029). */
const PICTURE_STYLE =
  "A gentle, colourful picture for a children's Islamic school lesson, simple shapes, no text, no faces of people, no depiction of any prophet, companion or angel. The scene: ";

type ImageAnswer = z.infer<typeof generateImageResponse>;

/**
 * A picture for the class (decision 029): only a scene of the class's own plan (its segments'
 * `imagePrompt`, which the teacher's reply named), drawn by the AI provider through the pipeline and
 * never counted as an AI message; without a provider, or when it fails, 503 (the class goes on).
 */
export function classImages(ctx: FeatureContext) {
  const repo = schoolSessions(ctx.db);
  return async (
    request: FastifyRequest,
    user: UserRow,
    input: z.infer<typeof generateImageInput>,
  ): Promise<ImageAnswer> => {
    const context = await repo.turnContext(input.sessionId, user.id, 0);
    if (!context) throw new NotFound(schoolMessages.schoolSessionNotFound);
    if (context.session.status !== 'active') throw new Conflict(schoolMessages.schoolSessionOver);
    const scene = context.plan.segments.find((s) => s.imagePrompt === input.description)?.imagePrompt;
    if (!scene) throw new BadRequest(schoolMessages.schoolImageNotInLesson, 'description');

    return ctx.aiTurns.run<ImageAnswer>(request, user, {
      feature: 'school pictures',
      counted: false,
      offline: () => {
        throw new ServiceUnavailable(schoolMessages.schoolImagesUnavailable);
      },
      ask: async (provider) => {
        const image = await provider.image(PICTURE_STYLE + scene);
        // The page shows images of its own origin, data: and blob: only (its security policy): a
        // provider that answers with a link elsewhere gives no picture, and the class goes on.
        if (!image.b64) throw new ServiceUnavailable(schoolMessages.schoolImageFailed);
        const imageUrl = `data:image/png;base64,${image.b64}`;
        return { imageUrl, description: scene };
      },
      fallback: () => {
        throw new ServiceUnavailable(schoolMessages.schoolImageFailed);
      },
    });
  };
}
