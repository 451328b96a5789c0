import { useEffect } from 'react';
import { useSetAtom } from 'jotai/react';
import { MOBILE_MEDIA_QUERY, setIsMobileAtom } from '../../shared';

/** Keeps `isMobileAtom` in step with the viewport width (at most 767 px is mobile, spec section 2). */
export function useIsMobileSync(): void {
  const setIsMobile = useSetAtom(setIsMobileAtom);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setIsMobile]);
}
