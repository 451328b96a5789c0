/**
 * Public face of the resource choice: what the locator shows, fuel stations, charging sites
 * or both, when the config enables a `charging` resource. The loaders skip what it hides, the filters
 * panel shows the control and hides the other kind's filter groups, the URL hash carries it.
 */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * none: the choice of fuel, charging or both goes beyond the spec (its loads follow the spec's rules:
 * locations/index.ts).
 */
import resourceChoiceCss from './resource-choice.css';
export type { ResourceChoice } from './resource-choice';
export {
  RESOURCE_CHOICES,
  CHARGING_RESOURCE,
  CHARGING_FILTER_GROUPS,
  FUEL_FILTER_GROUPS,
  hidesResource,
  hidesFilterGroup,
  offersCharging,
  parseResourceChoice,
  stripResourceChoice,
  withResourceChoice,
} from './resource-choice';
export { chargingOfferedAtom, resourceChoiceAtom, resourceHiddenAtom, filterGroupHiddenAtom } from './resource-choice-atoms';
export { ResourceChoiceControl } from './resource-choice-control';
export const resourceChoiceStyles: string = resourceChoiceCss;
