import type { PublicProfileData } from '@partnerly/shared';
import { PublicProfileView } from '../../features/public-profile/components/PublicProfileView';

export const view = (data: PublicProfileData) => <PublicProfileView data={data} />;
