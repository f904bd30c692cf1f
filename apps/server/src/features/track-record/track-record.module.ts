import { withServices, type FeatureModule } from '../../modules/feature-module';
import { trackRecordRepository } from './track-record.repository';
import { trackRecordRoutes } from './track-record.routes';
import { trackRecordService, type TrackRecordService } from './track-record.service';

declare module '../../modules/registry' {
  interface Services {
    /** A creator's verified results from completed deals (issue 47 point 5). */
    trackRecords: TrackRecordService;
  }
}

export const trackRecordModule: FeatureModule = {
  name: 'track-record',
  services: {
    trackRecords: ({ db }) => trackRecordService({ records: trackRecordRepository(db) }),
  },
  routes: (services) => [withServices(trackRecordRoutes, services)],
};
