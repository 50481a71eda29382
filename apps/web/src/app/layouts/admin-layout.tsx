import { Outlet } from 'react-router';
import { RequireAuth } from '@/app/route-guards';
import { AdminGate } from '@/features/back-office/shell/components/admin-gate';

/**
 * The back-office (`/admin`): signed out, the login first (and back here after it);
 * signed in, the server decides: a manager or administrator gets the shell, a customer a refusal.
 * Everything under it loads in its own chunks.
 */
export function AdminLayout() {
  return (
    <RequireAuth>
      <AdminGate>
        <Outlet />
      </AdminGate>
    </RequireAuth>
  );
}
