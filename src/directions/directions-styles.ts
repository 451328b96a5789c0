import { createStyleAdopter } from '../shared';
import directionsCss from './directions.css';

/**
 * Directions CSS travels with the directions chunks, adopted into the element's shadow root (once) by
 * whichever of its panels mounts first: the directions panel, or the saved routes panel in the modal layer.
 */
export const adoptDirectionsStyles = createStyleAdopter(directionsCss);
