import { secretBox, type SecretBox } from '../../lib/secret-box';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import { connectionAccess, type ConnectionAccessService } from './connection-access';
import type { ConnectionJobs } from './connection-job-payloads';
import {
  connectionRefreshService,
  type ConnectionRefreshService,
} from './connection-refresh.service';
import { connectionReadJob, connectionsRefreshJob, refreshSweepSeconds } from './connections.job';
import { connectionsRoutes } from './connections.routes';
import { connectionsService, type ConnectionsService } from './connections.service';
import { platformClients, type PlatformClients } from './platform-clients';

declare module '../../modules/registry' {
  interface Services {
    /** The OAuth clients of the platforms configured here. */
    platformClients: PlatformClients;
    /** The box the platforms' tokens are sealed in for the database. */
    platformTokenBox: SecretBox;
    /** The OAuth flow and the member's own connections. */
    connections: ConnectionsService;
    /** The sweep that keeps connections fresh, and what a platform's refusal does. */
    connectionRefresh: ConnectionRefreshService;
    /** A member's account lent to another feature for one read. */
    connectionAccess: ConnectionAccessService;
  }
  interface AppJobs extends ConnectionJobs {}
}

export const connectionsModule: FeatureModule = {
  name: 'connections',
  services: {
    platformClients: ({ config }) => platformClients(config.platforms, config.publicUrl),
    // The two-factor secrets' key, derived for this purpose (lib/secret-box.ts).
    platformTokenBox: ({ config }) => secretBox(config.twoFactorKey, 'platform tokens'),
    connections: ({ db, platformClients, platformTokenBox, socials, events, jobs, log, config }) =>
      connectionsService({
        db,
        clients: platformClients,
        box: platformTokenBox,
        socials,
        events,
        jobs,
        log,
        refreshSeconds: config.socialRefreshSeconds,
      }),
    connectionRefresh: ({
      db,
      platformClients,
      platformTokenBox,
      socials,
      events,
      log,
      config,
      audienceRefresher,
    }) =>
      connectionRefreshService({
        db,
        clients: platformClients,
        box: platformTokenBox,
        socials,
        events,
        log,
        refreshSeconds: config.socialRefreshSeconds,
        audience: audienceRefresher,
      }),
    connectionAccess: ({ db, platformClients, platformTokenBox, connectionRefresh }) =>
      connectionAccess({
        db,
        clients: platformClients,
        box: platformTokenBox,
        refused: connectionRefresh.refused,
      }),
  },
  routes: (services) => [withServices(connectionsRoutes, services)],
  jobs: {
    'connections.refresh': {
      run: ({ connectionRefresh }) => connectionsRefreshJob(connectionRefresh),
      every: (config) => refreshSweepSeconds(config.socialRefreshSeconds),
    },
    'connections.read': { run: ({ connectionRefresh }) => connectionReadJob(connectionRefresh) },
  },
  queues: ['connections.read'],
  publishes: ['connection.lost', 'connection.made'],
};
