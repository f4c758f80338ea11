import { useMemo, useState } from 'react';
import { createUtf8Counter } from '../../core/text/utf8-counter.ts';

/**
 * The UTF-8 byte count of a text that changes over time (a body being typed): each instance
 * counts again only from the first changed character, not the whole megabyte per keystroke.
 */
export function useUtf8Length(text: string): number {
  const [count] = useState(createUtf8Counter);
  return useMemo(() => count(text), [count, text]);
}
