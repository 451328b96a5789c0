import { useEffect } from 'react';
import { LazyDirectionsPanel, LazyRouteOptionsPanel, LazySavedRoutesPanel } from '../../directions';
import { LazyFiltersPanel } from '../../filters';
import { afterNextPaint, whenIdle } from '../../shared';

interface Preloadable {
  preload(): Promise<void>;
}

const PANELS: readonly Preloadable[] = [LazyFiltersPanel, LazyDirectionsPanel, LazyRouteOptionsPanel, LazySavedRoutesPanel];

/**
 * Fetches the panels' code once the first view has painted and the page is idle. A panel whose code
 * arrives after it was opened shows up to 300 ms late (React throttles revealing suspended content: the
 * filters opened 300 ms after the click on loopback); preloaded, it renders with the click (lazyComponent).
 * A failed fetch is tried again when the panel opens.
 */
export function usePanelPreload(panels: readonly Preloadable[] = PANELS): void {
  useEffect(() => {
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(() => {
        for (const panel of panels) panel.preload().catch(() => {});
      });
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [panels]);
}
