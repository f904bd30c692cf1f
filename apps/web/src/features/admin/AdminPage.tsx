import { useQuery } from '@tanstack/react-query';
import { adminDataQuery } from './api/admin-data';
import { AdminConsole } from './components/AdminConsole';
import { AdminSkeleton } from './components/AdminSkeleton';
import { AdminUnauthorized } from './components/AdminUnauthorized';

/** /manage/admin: the back office, for admins only (the data call answers 404 to others). */
export function AdminPage() {
  const { data, isError } = useQuery(adminDataQuery);
  // The console once it has loaded, even when asking again fails (decision 147).
  if (data === undefined) return isError ? <AdminUnauthorized /> : <AdminSkeleton />;
  return <AdminConsole totals={data.totals} />;
}
