import type * as Monaco from 'monaco-editor/editor';
import { invisibleMarks } from '../../core/text/invisible-marks.ts';
import './invisible-decorations.css';

/** Lines scanned above and below the visible ones. */
const MARGIN_LINES = 50;

/**
 * Marks the invisible characters of core/invisible-marks.ts in an editor: BOM, no-break space,
 * zero-width characters, tabs, control characters and trailing whitespace, each distinct from a
 * line feed (which is a line break), with its name on hover. Zero-width ones get their marker
 * drawn in front, since they have no width to colour. Returns what to call to stop.
 */
export function markInvisibles(editor: Monaco.editor.IStandaloneCodeEditor): () => void {
  const decorations = editor.createDecorationsCollection();
  const update = () => {
    const model = editor.getModel();
    if (!model) return;
    // Only the lines on screen (and a margin) are scanned, whole lines at a time, so a keystroke
    // in a megabyte body costs what a screenful costs; scrolling marks the lines it reveals.
    const marks = editor.getVisibleRanges().flatMap((visible) => {
      const first = Math.max(1, visible.startLineNumber - MARGIN_LINES);
      const last = Math.min(model.getLineCount(), visible.endLineNumber + MARGIN_LINES);
      const from = model.getOffsetAt({ lineNumber: first, column: 1 });
      const text = model.getValueInRange({
        startLineNumber: first,
        startColumn: 1,
        endLineNumber: last,
        endColumn: model.getLineMaxColumn(last),
      });
      return invisibleMarks(text).map((mark) => ({
        ...mark,
        start: mark.start + from,
        end: mark.end + from,
      }));
    });
    decorations.set(
      marks.map((mark) => {
        const start = model.getPositionAt(mark.start);
        const end = model.getPositionAt(mark.end);
        const zeroWidth = mark.kind === 'bom' || mark.kind === 'zero-width';
        return {
          range: {
            startLineNumber: start.lineNumber,
            startColumn: start.column,
            endLineNumber: end.lineNumber,
            endColumn: end.column,
          },
          options: {
            inlineClassName: `invisible-mark invisible-mark-${mark.kind}`,
            hoverMessage: { value: mark.label },
            ...(zeroWidth
              ? { before: { content: mark.shown, inlineClassName: 'invisible-mark-label' } }
              : {}),
          },
        };
      }),
    );
  };
  update();
  const listeners = [
    editor.onDidChangeModelContent(update),
    editor.onDidScrollChange(update),
    editor.onDidLayoutChange(update),
  ];
  return () => {
    for (const listener of listeners) listener.dispose();
    decorations.clear();
  };
}
