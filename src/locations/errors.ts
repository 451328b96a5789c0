/** Why a location could not be selected (spec section 4: "otherwise it must already be in the local pool"). */
export class LocationNotFoundError extends Error {
  readonly resource: string;
  readonly id: string;

  constructor(resource: string, id: string, reason: 'not_in_pool' | 'not_found') {
    super(
      reason === 'not_in_pool'
        ? `location ${id} of resource ${resource} is not in the location pool and the resource has no show view`
        : `location ${id} of resource ${resource} does not exist (show answered 404)`,
    );
    this.name = 'LocationNotFoundError';
    this.resource = resource;
    this.id = id;
  }
}
