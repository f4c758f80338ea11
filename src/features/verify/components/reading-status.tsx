import type { RefObject } from 'react';
import { readingNote } from '../case-source.ts';
import { useVerifyStore } from '../verify-store.ts';

/**
 * What the page says of the paste's reading (docs/verify-intake.md, "Reading"): nothing while it
 * is quick; past a moment, that it is still reading, with Cancel; once stopped, why it was not
 * read. One polite live region, always there, so a screen reader hears each change of it.
 */
export function ReadingStatus({ pasteArea }: { pasteArea: RefObject<HTMLTextAreaElement | null> }) {
  const reading = useVerifyStore((s) => s.reading);
  const note = useVerifyStore((s) => s.intakeNote);
  const source = useVerifyStore((s) => s.source);
  const cancelReading = useVerifyStore((s) => s.cancelReading);
  const slow = reading === 'slow';
  return (
    <div className="intake-reading">
      <p role="status" className="intake-status" data-testid="verify.intake-status">
        {slow ? readingNote(source) : (note ?? '')}
      </p>
      {slow ? (
        <button
          type="button"
          onClick={() => {
            cancelReading();
            // The button goes away: the keyboard's place returns to the text that was kept.
            pasteArea.current?.focus();
          }}
        >
          Cancel
        </button>
      ) : null}
    </div>
  );
}
