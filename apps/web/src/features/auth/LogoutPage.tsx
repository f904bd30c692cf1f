import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { PageLoader } from '../../components/PageLoader';
import { forgetPushOnThisDevice } from '../../lib/push-subscription';
import { endServerSession } from './api/logout';

/**
 * /logout (after logout and account deletion): tells the server to end the session, stops
 * this device's pushes, forgets everything local without waiting for the answers, then goes
 * home.
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    endServerSession();
    forgetPushOnThisDevice();
    localStorage.clear();
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);

  return <PageLoader />;
}
