export { quranPersonalData } from './personal-data';
