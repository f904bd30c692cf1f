import { PublicFrame } from '../../components/PublicFrame';
import { LandingPage } from '../../features/marketing/LandingPage';

export const view = () => (
  <PublicFrame>
    <LandingPage />
  </PublicFrame>
);
