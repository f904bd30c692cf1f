import '../public-styles';
import type { PublicProfileData } from '@partnerly/shared';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/profile';

hydratePublicPage<PublicProfileData>('profile', view);
