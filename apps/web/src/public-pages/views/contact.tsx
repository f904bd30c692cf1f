import { PublicFrame } from '../../components/PublicFrame';
import { ContactUsPage } from '../../features/contact/ContactUsPage';

export const view = () => (
  <PublicFrame>
    <ContactUsPage />
  </PublicFrame>
);
