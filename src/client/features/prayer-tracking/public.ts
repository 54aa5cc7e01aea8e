/**
 * What other client features may use of prayer tracking (decision 022): the prayer calendar of spec 2
 * section 2.6, which the learning dashboard's Progress tab shows.
 */
export { PrayerCalendar } from './components/prayer-calendar';
