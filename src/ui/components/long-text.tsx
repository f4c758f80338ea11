import { elideMiddle } from '../../core/text/visible-text.ts';
import { VisibleText } from './signed-bytes/visible-text-view.tsx';
import './long-text.css';

/**
 * Text drawn whole, or its start and end around a note of what is not drawn: laying out a
 * megabyte on every keystroke would make typing lag. `invisibles` draws each invisible
 * character as its marker; the text itself (what Copy copies) is never shortened.
 */
export function LongText({ text, invisibles = true }: { text: string; invisibles?: boolean }) {
  const draw = (part: string) => (invisibles ? <VisibleText text={part} /> : part);
  const elided = elideMiddle(text);
  if (!elided) return draw(text);
  return (
    <>
      {draw(elided.head)}
      <span className="elided">
        [… {elided.omitted.toLocaleString('en')} characters not drawn; Copy copies them all …]
      </span>
      {draw(elided.tail)}
    </>
  );
}
