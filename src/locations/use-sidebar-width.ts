import { useEffect, useState, type RefObject } from 'react';
import { shellPart } from '../shared';

/**
 * How much of the map the shell's sidebar (`part="sidebar"`, in the same shadow root as `anchor`, the
 * map's box) covers from the left, followed with a ResizeObserver on both: on desktop the map keeps that
 * much space clear (spec: "map padding and resizing follow the sidebar width").
 *
 * The overlap, not the sidebar's width: in a layout where the sidebar sits beside the map (the shell's
 * grid) nothing of the map is hidden, and padding the map by the whole sidebar width would squeeze every
 * fit into a sliver on the right (a 380 px sidebar next to a 516 px map fitted GB at zoom 3.6, centred
 * west of Ireland).
 */
export function useSidebarWidth(anchor: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const map = anchor.current;
    const sidebar = map ? shellPart(map, 'sidebar') : null;
    if (!map || !sidebar) return undefined;
    const measure = () => setWidth(coveredFromLeft(sidebar.getBoundingClientRect(), map.getBoundingClientRect()));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(sidebar);
    observer.observe(map);
    return () => observer.disconnect();
  }, [anchor]);
  return width;
}

/** How much of `map` the sidebar covers from the left right now (what `useSidebarWidth` follows). */
export function sidebarCover(map: HTMLElement): number {
  const sidebar = shellPart(map, 'sidebar');
  return sidebar ? coveredFromLeft(sidebar.getBoundingClientRect(), map.getBoundingClientRect()) : 0;
}

/** Width of `map` hidden under `cover` when the cover starts at or left of the map (0 when they do not overlap). */
function coveredFromLeft(cover: DOMRectReadOnly, map: DOMRectReadOnly): number {
  if (cover.width === 0 || map.width === 0 || cover.left > map.left) return 0;
  return Math.max(0, Math.round(Math.min(cover.right, map.right) - map.left));
}
