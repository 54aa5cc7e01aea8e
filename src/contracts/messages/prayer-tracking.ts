import { defineMessages } from '../catalogue';

export const prayerTrackingMessages = defineMessages({
  prayerAlreadyRecorded: 'This prayer is already recorded for that day',
  futureDate: 'Future dates cannot be marked',
  rangeTooLong: 'A date range can cover at most 366 days',
  rangeOrder: 'The start date must not be after the end date',
  prayerNotYetDue: "This prayer's time has not come yet",
  prayerWindowPassed: 'The time for this prayer has passed. Record it on the Prayer Tracker.',
  recordNotFound: 'Prayer record not found',
  prayerRecordRemoved: 'Prayer record has been removed.',
  activityAlreadyLogged: 'You have already logged this today',
  groupNotFound: 'Group not found',
  locationConsentRequired: 'Your location is saved only with your consent',
});
