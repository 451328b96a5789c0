/**
 * The choice of fuel, charging or both in the store. Offered only when the config enables a charging
 * resource; without one the choice stays `both` and hides nothing, whatever a link says.
 */
import { atom } from 'jotai/vanilla';
import { configAtom } from '../config';
import { hidesFilterGroup, hidesResource, offersCharging, type ResourceChoice } from './resource-choice';

/** Whether the config has an enabled charging resource, so the visitor may choose. */
export const chargingOfferedAtom = atom((get) => offersCharging(get(configAtom).resources));

const choiceBaseAtom = atom<ResourceChoice>('both');
choiceBaseAtom.debugLabel = 'resourceChoice/base';

/**
 * The choice in effect (read), or the visitor's new choice (write: `both` whenever the config offers
 * no charging, so a link's `;show=fuel` hides nothing there). Reading leaves the config alone: the
 * filters also run in stores without one.
 */
export const resourceChoiceAtom = atom(
  (get): ResourceChoice => get(choiceBaseAtom),
  (get, set, choice: ResourceChoice) => set(choiceBaseAtom, get(chargingOfferedAtom) ? choice : 'both'),
);
resourceChoiceAtom.debugLabel = 'resourceChoice';

/** Whether a resource is hidden by the choice: its loads are not sent and its results not shown. */
export const resourceHiddenAtom = atom((get) => {
  const choice = get(resourceChoiceAtom);
  return (resource: string): boolean => hidesResource(choice, resource);
});

/** Whether a filter group is hidden by the choice: not in the panel, not sent. */
export const filterGroupHiddenAtom = atom((get) => {
  const choice = get(resourceChoiceAtom);
  return (group: string): boolean => hidesFilterGroup(choice, group);
});
