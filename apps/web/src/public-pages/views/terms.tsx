import { PublicFrame } from '../../components/PublicFrame';
import { TermsPage } from '../../features/legal/TermsPage';

export const view = () => (
  <PublicFrame>
    <TermsPage />
  </PublicFrame>
);
