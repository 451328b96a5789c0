import { useMemo } from 'react';
import { highlightSegments, type TextRange } from './highlight';

export interface HighlightedTextProps {
  text: string;
  matches: readonly TextRange[] | undefined;
}

/** A completion's text with the parts that matched the query in `<mark>` (rendered as text, never HTML). */
export function HighlightedText({ text, matches }: HighlightedTextProps) {
  const segments = useMemo(() => highlightSegments(text, matches), [text, matches]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
