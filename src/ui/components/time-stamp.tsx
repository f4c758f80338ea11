import { useState } from 'react';
import { formatTime } from '../../core/text/format-time.ts';

/**
 * An instant as every view writes it (`formatTime`): the reader's clock, with the date unless it
 * is today; the exact UTC instant on hover and in `dateTime`.
 */
export function TimeStamp({ value, className }: { value: number | string; className?: string }) {
  // Today is read once, when the stamp first shows: a row does not change format under the eye.
  const [now] = useState(() => Date.now());
  const shown = formatTime(value, now);
  if (!shown) return <span className={className}>{String(value)}</span>;
  return (
    <time className={className} dateTime={shown.iso} title={shown.iso}>
      {shown.text}
    </time>
  );
}
