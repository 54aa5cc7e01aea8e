import { defineFeature } from '../feature';
import { administratorRoutes } from './administrator-routes';
import { messageCountRoutes } from './message-count-routes';
import { outboxRoutes } from './outbox-routes';
import { adminService } from './service';
import { userListRoutes } from './user-list-routes';

export const adminFeature = defineFeature({
  name: 'admin',
  routes: (ctx) => {
    const service = adminService(ctx);
    return [
      messageCountRoutes(service),
      outboxRoutes(service),
      administratorRoutes(service),
      userListRoutes(service),
    ];
  },
});
