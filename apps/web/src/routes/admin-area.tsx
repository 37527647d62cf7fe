import { Outlet } from 'react-router';
import { AdminOnly } from '../lib/authorization.tsx';

/** /app/users and /app/relations: admins only (SPEC.md section 6). */
export function AdminArea() {
  return (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  );
}
