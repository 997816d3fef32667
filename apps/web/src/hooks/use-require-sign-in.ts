import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';

/**
 * For an action a visitor must sign in for: «Inicia sesión para …» and the sign-in page,
 * which brings them back here afterwards.
 */
export function useRequireSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  return (what: string) => {
    toast({ title: `Inicia sesión para ${what}` });
    navigate(paths.auth.build({ redirectTo: here }));
  };
}
