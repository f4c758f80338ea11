import './editor.css';

/** Placeholder while Monaco's chunk loads. */
export function EditorLoading() {
  return (
    <div className="editor-loading" role="status">
      Loading editor…
    </div>
  );
}
