import { LockOpenIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UNLOCKED_PARAM } from '@/lib/listings/unlocked';
import { goToConfidential } from './listing-action-bar';

export function arrivedUnlocked(state: unknown, search: string): boolean {
  const fromState =
    typeof state === 'object' &&
    state !== null &&
    (state as { desbloqueado?: unknown }).desbloqueado === true;
  return fromState || new URLSearchParams(search).get(UNLOCKED_PARAM) === '1';
}

/**
 * The "Desbloqueado" moment: a buyer back from signing the agreement lands on the confidential
 * section (scrolled to and focused) under a success banner. The marker is then cleared from the
 * history entry, so a reload or a later visit shows the page as usual.
 */
export function useUnlockedMoment(canViewConfidential: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = arrivedUnlocked(location.state, location.search);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!arrived || !canViewConfidential) return;
    setShown(true);
    const params = new URLSearchParams(location.search);
    params.delete(UNLOCKED_PARAM);
    const query = params.toString();
    // Same page: the scroll position stays where we are about to take it.
    navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
    // After the section (with the banner) is painted.
    requestAnimationFrame(() => requestAnimationFrame(() => goToConfidential()));
  }, [arrived, canViewConfidential, location, navigate]);

  return shown;
}

export function UnlockedBanner() {
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
        <LockOpenIcon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-lg font-semibold">Desbloqueado: ya firmaste el acuerdo</p>
        <p className="mt-1 text-sm leading-6">
          Aquí tienes la información confidencial del negocio y sus documentos. Ya puedes escribirle al
          vendedor desde este anuncio.
        </p>
      </div>
    </div>
  );
}
