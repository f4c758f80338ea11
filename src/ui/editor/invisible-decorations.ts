import type * as Monaco from 'monaco-editor/editor';
import { invisibleMarks } from '../../core/invisible-marks.ts';
import './invisible-decorations.css';

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
    decorations.set(
      invisibleMarks(model.getValue()).map((mark) => {
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
  const listener = editor.onDidChangeModelContent(update);
  return () => {
    listener.dispose();
    decorations.clear();
  };
}
