import { PublicFrame } from '../../components/PublicFrame';
import { PrivacyPage } from '../../features/legal/PrivacyPage';

export const view = () => (
  <PublicFrame>
    <PrivacyPage />
  </PublicFrame>
);
