import { PublicFrame } from '../../components/PublicFrame';
import { PricingPage } from '../../features/marketing/PricingPage';

export const view = () => (
  <PublicFrame>
    <PricingPage />
  </PublicFrame>
);
