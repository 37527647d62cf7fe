import { Outlet } from 'react-router';
import { AdminOnly } from '../lib/authorization.tsx';

/** /app/users, /app/relations (SPEC.md section 6) and /app/billing (issue 21): admins only. */
export function AdminArea() {
  return (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  );
}
