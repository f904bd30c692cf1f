import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { PageLoader } from '../../components/PageLoader';

/** /logout (after logout and account deletion): forgets everything local, then goes home. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    localStorage.clear();
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);

  return <PageLoader />;
}
