import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useCurrentUser } from './current-user.ts';

/** Renders admin-only screens (SPEC.md section 6); anyone else is sent to the dossier start page. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (user?.role !== 'admin') return <Navigate to="/app" replace />;
  return children;
}
