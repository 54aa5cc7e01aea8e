// What the app shell and the public pages' script use of analytics: the page-view report, no React.
export { reportPageView } from './api/page-view';
