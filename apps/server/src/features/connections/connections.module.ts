import { secretBox } from '../../lib/secret-box';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { ConnectionJobs } from './connection-job-payloads';
import { connectionsRefreshJob, refreshSweepSeconds } from './connections.job';
import { connectionsRoutes } from './connections.routes';
import { connectionsService, type ConnectionsService } from './connections.service';
import { platformClients, type PlatformClients } from './platform-clients';

declare module '../../modules/registry' {
  interface Services {
    /** The OAuth clients of the platforms configured here. */
    platformClients: PlatformClients;
    connections: ConnectionsService;
  }
  interface AppJobs extends ConnectionJobs {}
}

export const connectionsModule: FeatureModule = {
  name: 'connections',
  services: {
    platformClients: ({ config }) => platformClients(config.platforms, config.publicUrl),
    connections: ({ db, platformClients, socials, events, log, config, audienceRefresher }) =>
      connectionsService({
        db,
        clients: platformClients,
        // The two-factor secrets' key, derived for this purpose (lib/secret-box.ts).
        box: secretBox(config.twoFactorKey, 'platform tokens'),
        socials,
        events,
        log,
        refreshSeconds: config.socialRefreshSeconds,
        audience: audienceRefresher,
      }),
  },
  routes: (services) => [withServices(connectionsRoutes, services)],
  jobs: {
    'connections.refresh': {
      run: ({ connections }) => connectionsRefreshJob(connections),
      every: (config) => refreshSweepSeconds(config.socialRefreshSeconds),
    },
  },
  publishes: ['connection.lost', 'connection.made'],
};
