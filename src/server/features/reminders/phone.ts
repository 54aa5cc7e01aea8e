import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { remindersMessages } from '@/contracts/messages/reminders';
import { BadRequest } from '../../platform/errors';

/**
 * A phone number as a person typed it, with its country code (+ or 00), checked against the numbering
 * plan of its country (libphonenumber-js's full metadata) and returned in E.164. The number itself is
 * never put in an error or a log.
 */
export function toE164(input: string): string {
  const typed = input.replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!typed.startsWith('+')) throw new BadRequest(remindersMessages.reminderPhoneCountryCode, 'phoneNumber');
  const parsed = parsePhoneNumberFromString(typed);
  if (!parsed || !parsed.isValid())
    throw new BadRequest(remindersMessages.reminderPhoneInvalid, 'phoneNumber');
  return parsed.number;
}
