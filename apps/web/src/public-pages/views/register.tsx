import { PublicFrame } from '../../components/PublicFrame';
import { RegisterPage } from '../../features/auth/RegisterPage';

export const view = () => (
  <PublicFrame>
    <RegisterPage />
  </PublicFrame>
);
