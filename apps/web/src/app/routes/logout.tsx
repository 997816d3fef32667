import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useUser } from '@/lib/session';

/** /auth/logout: closes the session (it always succeeds on the client, decision 021) and goes home. */
export default function LogoutPage() {
  const { isPending: sessionLoading } = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Wait for the session check, so "no active session" is told apart from "not loaded yet".
    if (sessionLoading || started.current) return;
    started.current = true;
    logout.mutate(undefined, { onSettled: () => navigate(paths.home.href, { replace: true }) });
  }, [sessionLoading, logout, navigate]);

  return (
    <>
      <title>Cerrando sesión | Traspasa</title>
      <PageSpinner label="Cerrando sesión…" />
    </>
  );
}
