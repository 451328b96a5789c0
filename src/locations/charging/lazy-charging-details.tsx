import { lazy, Suspense, type ComponentProps } from 'react';

// Only a charging site's list item draws these lines: in a chunk of their own, they stay out of the
// initial download of every page, most of whose configs have no charging resource.
const ChargingDetails = lazy(() => import('./charging-details').then((module) => ({ default: module.ChargingDetails })));

/** `ChargingDetails`, loaded with the first charging site listed; the item's other lines do not wait. */
export function LazyChargingDetails(props: ComponentProps<typeof ChargingDetails>) {
  return (
    <Suspense fallback={null}>
      <ChargingDetails {...props} />
    </Suspense>
  );
}
