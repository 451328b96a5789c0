import { LazyDirectionsPanel } from '../../directions';

/** Slot for the directions panels (back to search, waypoints, tools, itinerary): loaded lazily. */
export function DirectionsPanelSlot() {
  return (
    <div className="slot" data-slot="directions-panel">
      <LazyDirectionsPanel />
    </div>
  );
}
