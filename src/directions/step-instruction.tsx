import { useLayoutEffect, useRef } from 'react';
import type { InstructionFormat } from '../map';
import { sanitiseInstructionHtml } from './sanitise-html';

export interface StepInstructionProps {
  text: string;
  format: InstructionFormat;
}

/**
 * A step's instruction: plain text as text; HTML (Google) sanitised into DOM nodes and appended, never
 * set as a string.
 */
export function StepInstruction({ text, format }: StepInstructionProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (format === 'html') ref.current?.replaceChildren(sanitiseInstructionHtml(text));
  }, [text, format]);
  return (
    <span className="itinerary-step__instruction" ref={ref} data-format={format}>
      {format === 'text' ? text : null}
    </span>
  );
}
