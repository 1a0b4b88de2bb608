import { defineModule } from '../../platform/module.js';
import { createRemoteConfigRepository } from './remote-config.repository.js';
import { remoteConfigRoutes } from './remote-config.routes.js';
import { createRemoteConfigService, type RemoteConfigService } from './remote-config.service.js';

/** The organisation's remote configuration (feature switches the screens read). */
export const remoteConfigModule = defineModule<
  Record<never, never>,
  { remoteConfig: RemoteConfigService }
>({
  name: 'remote-config',
  async register(app, { database, config }) {
    const remoteConfig = createRemoteConfigService(
      createRemoteConfigRepository(database.db),
      config.remoteConfigDefaults,
    );
    await app.register(remoteConfigRoutes, { remoteConfig });
    return { remoteConfig };
  },
});
