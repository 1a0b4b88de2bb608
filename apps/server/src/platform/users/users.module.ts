import { defineModule } from '../module.js';
import { usersRoutes } from './users.routes.js';
import type { UsersService } from './users.service.js';

/** The signed-in user's own profile. The service is the access plugin's too (app.ts makes it). */
export const usersModule = defineModule<{ usersService: UsersService }>({
  name: 'users',
  async register(app, _platform, { usersService }) {
    await app.register(usersRoutes, { users: usersService });
  },
});
