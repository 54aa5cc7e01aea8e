import { z } from './zod';
import { platformMessages } from './messages/platform';

/**
 * Every string of a contract starts here (lint forbids `z.string()` elsewhere in src/contracts).
 * PostgreSQL cannot store U+0000 in text, so a NUL character is refused as bad input naming its field
 * (decision 004) before it can reach the database and come back as a 500.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), {
    message: platformMessages.nulCharacter.code,
    abort: true,
  });
}
