export { sendMissingPage } from './missing-page';
