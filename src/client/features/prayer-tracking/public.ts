/**
 * What other client features may use of prayer tracking (decision 022): the prayer calendar,
 * which the learning dashboard's Progress tab shows, and the reads of the person's points
 * and latest activities, which the Community page shows too (one cache entry for both pages).
 */
export { PrayerCalendar } from './components/prayer-calendar';
export { userActivitiesQueryOptions } from './api/get-user-activities';
export { userStatsQueryOptions } from './api/get-user-stats';
