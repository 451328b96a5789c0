/**
 * The visitor's choice of what the locator shows when the config has a charging resource:
 * fuel stations, charging sites or both. Pure: which resources and filter groups a choice hides, and
 * how it reads and writes in the URL hash. No React, no DOM.
 */

export type ResourceChoice = 'both' | 'fuel' | 'charging';

/** In the order the control offers them. */
export const RESOURCE_CHOICES: readonly ResourceChoice[] = ['both', 'fuel', 'charging'];

/** The resource of charging sites; every other resource (`locations`, the grey set) is fuel stations. */
export const CHARGING_RESOURCE = 'charging';

/** Filter groups that only charging sites answer (server/src/index/filters.ts: fuel stations match neither). */
export const CHARGING_FILTER_GROUPS: readonly string[] = ['connector', 'power'];
/** Filter groups that only fuel stations answer (charging sites have no fuel types or shop amenities). */
export const FUEL_FILTER_GROUPS: readonly string[] = ['fuel', 'amenity'];

/** Whether a config's resources include an enabled charging resource: the visitor may then choose. */
export function offersCharging(resources: Readonly<Record<string, { enabled?: boolean } | undefined>>): boolean {
  return resources[CHARGING_RESOURCE]?.enabled === true;
}

/** Whether `choice` hides `resource`. */
export function hidesResource(choice: ResourceChoice, resource: string): boolean {
  if (choice === 'both') return false;
  return choice === 'fuel' ? resource === CHARGING_RESOURCE : resource !== CHARGING_RESOURCE;
}

/**
 * Whether `choice` hides filter group `group`: a group only the hidden kind of site answers would
 * otherwise empty the list of the kind on show (a CCS filter leaves no fuel station).
 */
export function hidesFilterGroup(choice: ResourceChoice, group: string): boolean {
  if (choice === 'fuel') return CHARGING_FILTER_GROUPS.includes(group);
  if (choice === 'charging') return FUEL_FILTER_GROUPS.includes(group);
  return false;
}

/** Written after the hash's own route: `#/@51.5,-0.15,13z;show=charging`. Both is the default and not written. */
const SUFFIX = /;show=(fuel|charging)$/;

/** `hash` without a choice suffix (what the hash's route parsers read). */
export function stripResourceChoice(hash: string): string {
  return hash.replace(SUFFIX, '');
}

/** The choice a hash carries; `both` when it carries none (or anything else). */
export function parseResourceChoice(hash: string): ResourceChoice {
  const match = SUFFIX.exec(hash);
  return match ? (match[1] as ResourceChoice) : 'both';
}

/** `hash` with `choice` written after it (nothing for `both`), replacing any choice it had. */
export function withResourceChoice(hash: string, choice: ResourceChoice): string {
  const bare = stripResourceChoice(hash);
  return choice === 'both' ? bare : `${bare};show=${choice}`;
}
