import { defineFeature } from '../feature';
import { siteRoutes } from './routes';

/** The sitemap, robots file and the app's pages: registered last, after every feature's routes. */
export const siteFeature = defineFeature({
  name: 'site',
  routes: (ctx, { documents }) => [siteRoutes(ctx, documents)],
});
