import { useLayoutEffect, type RefObject } from 'react';
import { createStyleAdopter } from '../shared';
import completionsCss from './completions.css';

const adoptCompletionsStyles = createStyleAdopter(completionsCss);

/**
 * Adopts a completion popup's sheet (completions.css) into the shadow root before a part of the popup
 * first shows (its listbox, or its status line): the element's first view adopts its own sheet only.
 */
export function useCompletionsStyles(part: RefObject<Element | null>, shown: boolean): void {
  useLayoutEffect(() => {
    if (shown && part.current) adoptCompletionsStyles(part.current);
  }, [part, shown]);
}
