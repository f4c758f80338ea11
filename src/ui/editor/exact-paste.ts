import type * as Monaco from 'monaco-editor/editor';

/**
 * True when Monaco cannot hold `text` byte for byte: its model keeps one line ending for the
 * whole text, so a CR, or CR LF in an LF model, comes back as LF. Such a body is shown
 * read-only, so no edit writes the model's copy back.
 */
export function editorWouldChange(text: string): boolean {
  return text.includes('\r');
}

/**
 * `body` with each `[start, end)` range (UTF-16 offsets into `body`) replaced by `text`, the
 * ranges applied from last to first so earlier offsets stay valid.
 */
export function spliceRanges(
  body: string,
  ranges: ReadonlyArray<readonly [number, number]>,
  text: string,
): string {
  return [...ranges]
    .sort((a, b) => b[0] - a[0])
    .reduce((next, [start, end]) => next.slice(0, start) + text + next.slice(end), body);
}

/**
 * Takes over a paste or a drop whose text Monaco would change (docs/architecture.md: the body is
 * signed and sent as the same bytes): the text goes into the exact body at the selections (or
 * where it is dropped) and `onExact` receives the result, instead of Monaco's copy with its line
 * endings. Any other paste is Monaco's own, which keeps it as it is. `body` returns the exact body
 * the editor shows; while the editor is editable it has no CR, so the model's offsets are the
 * body's. Returns what to call to stop.
 */
export function keepExactPastes(
  editor: Monaco.editor.IStandaloneCodeEditor,
  body: () => string,
  onExact: (next: string) => void,
): () => void {
  const node = editor.getDomNode();
  if (!node) return () => {};
  const offsetsOf = (range: Monaco.IRange): [number, number] | null => {
    const model = editor.getModel();
    if (!model) return null;
    return [
      model.getOffsetAt({ lineNumber: range.startLineNumber, column: range.startColumn }),
      model.getOffsetAt({ lineNumber: range.endLineNumber, column: range.endColumn }),
    ];
  };
  const take = (event: Event, text: string, ranges: Array<[number, number] | null>) => {
    const exact = body();
    const next = spliceRanges(
      exact,
      ranges.filter((range) => range !== null),
      text,
    );
    if (!editorWouldChange(next) || editor.getRawOptions().readOnly) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onExact(next);
  };
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    const selections = editor.getSelections() ?? [];
    take(event, text, selections.map(offsetsOf));
  };
  const onDrop = (event: DragEvent) => {
    const text = event.dataTransfer?.getData('text/plain') ?? '';
    if (text === '' || (event.dataTransfer?.files.length ?? 0) > 0) return;
    const target = editor.getTargetAtClientPoint(event.clientX, event.clientY);
    const position = target?.position;
    if (!position) return;
    const at = offsetsOf({
      startLineNumber: position.lineNumber,
      startColumn: position.column,
      endLineNumber: position.lineNumber,
      endColumn: position.column,
    });
    take(event, text, [at]);
  };
  node.addEventListener('paste', onPaste, true);
  node.addEventListener('drop', onDrop, true);
  return () => {
    node.removeEventListener('paste', onPaste, true);
    node.removeEventListener('drop', onDrop, true);
  };
}
