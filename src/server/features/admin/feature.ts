import { defineFeature } from '../feature';
import { adminRoutes } from './routes';

export const adminFeature = defineFeature({ name: 'admin', routes: (ctx) => [adminRoutes(ctx)] });
