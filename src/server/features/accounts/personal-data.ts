import type { z } from 'zod';
import { personalDataHead } from '@/contracts/personal-data/account';
import type { AppContext } from '../../context';
import type { PersonalDataRequest, ServerFeature } from '../feature';

/** The format of the download, so a reader can tell versions apart. */
export const PERSONAL_DATA_FORMAT = 'hidaya-personal-data/1';

const partsOf = (features: readonly ServerFeature[]) => features.flatMap((f) => f.personalData ?? []);

/**
 * The download's schema: the head, then each feature's part under its key (decision 023). The answer is
 * serialised from it, so nothing a part does not declare leaves the server.
 */
export function personalDataSchema(features: readonly ServerFeature[]) {
  return personalDataHead.extend(
    Object.fromEntries(partsOf(features).map((part) => [part.key, part.schema])),
  );
}

/**
 * Everything the server holds about one person (decision 023): each feature's part, read through the
 * feature list. Never a password hash, a key, a session id or another person's data.
 */
export async function personalData(
  context: AppContext,
  features: readonly ServerFeature[],
  request: PersonalDataRequest,
): Promise<z.input<ReturnType<typeof personalDataSchema>>> {
  const data: Record<string, unknown> = {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: request.now.toISOString(),
  };
  for (const part of partsOf(features)) data[part.key] = await part.read(context, request);
  return data as z.input<ReturnType<typeof personalDataSchema>>;
}
