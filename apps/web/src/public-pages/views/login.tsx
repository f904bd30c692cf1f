import { PublicFrame } from '../../components/PublicFrame';
import { LoginPage } from '../../features/auth/LoginPage';
import { SuspendedNoticeHost } from '../SuspendedNoticeHost';

export const view = () => (
  <PublicFrame>
    <LoginPage />
    <SuspendedNoticeHost />
  </PublicFrame>
);
