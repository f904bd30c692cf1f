import { PublicFrame } from '../../components/PublicFrame';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

export const view = () => (
  <PublicFrame>
    <ResetPasswordPage />
  </PublicFrame>
);
