import { useEffect, useState, type RefObject } from 'react';

/**
 * The width of the shell's sidebar (`part="sidebar"`, in the same shadow root as `anchor`), followed
 * with a ResizeObserver: on desktop the map keeps that much space clear on its left (spec: "map padding
 * and resizing follow the sidebar width").
 */
export function useSidebarWidth(anchor: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const root = anchor.current?.getRootNode();
    const sidebar = root instanceof ShadowRoot || root instanceof Document ? root.querySelector<HTMLElement>('[part~="sidebar"]') : null;
    if (!sidebar) return undefined;
    const measure = () => setWidth(Math.round(sidebar.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(sidebar);
    return () => observer.disconnect();
  }, [anchor]);
  return width;
}
