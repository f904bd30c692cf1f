import '../public-styles';
import type { PublicProfileData } from '@partnerly/shared';
import { PublicProfileView } from '../../features/public-profile/components/PublicProfileView';
import { hydratePublicPage } from '../hydrate';

// Loaded once the visitor uses the page (../on-use-profile.ts), which counted the view at load.
hydratePublicPage<PublicProfileData>('profile', (data) => (
  <PublicProfileView data={data} viewCounted />
));
