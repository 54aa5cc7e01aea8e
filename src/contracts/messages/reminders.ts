import { defineMessages } from '../catalogue';

/** Prayer reminders (decision 032). */
export const remindersMessages = defineMessages({
  reminderPhoneRequired: 'Please enter your phone number to enable SMS reminders',
  reminderPhoneFirst: 'Please enter your phone number first',
  reminderPhoneCountryCode: 'The phone number must include a country code',
  reminderPhoneInvalid: 'This phone number is not valid',
  reminderTestLimited: 'Too many test messages. Please try again later.',
  reminderTestUnavailable: 'SMS could not be sent right now. Please try again later.',
  reminderSignatureInvalid: 'The request signature is not valid',
  reminderTestSent: 'Test Message Sent!',
  reminderSettingsSaved: 'Settings Saved!',
});
