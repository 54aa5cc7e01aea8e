import { defineFeature } from '../feature';
import { homeRoutes } from './routes';

export const homeFeature = defineFeature({ name: 'home', routes: (ctx) => [homeRoutes(ctx)] });
