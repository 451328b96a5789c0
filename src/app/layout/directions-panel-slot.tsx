/**
 * Slot for the directions panels (back to search, waypoints, route options button, itinerary), loaded
 * lazily with `React.lazy(() => import('../../directions/...'))` by the directions issue.
 */
export function DirectionsPanelSlot() {
  return <div className="slot" data-slot="directions-panel" />;
}
