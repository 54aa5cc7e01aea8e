import { defineFeature } from '../feature';
import { systemRoutes } from './routes';

export const systemFeature = defineFeature({ name: 'system', routes: (ctx) => [systemRoutes(ctx)] });
