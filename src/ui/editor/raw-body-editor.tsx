import Editor from '@monaco-editor/react';
import './monaco-setup';
import { EditorLoading } from './editor-loading';
import { editorOptions } from './editor-options';

export interface RawBodyEditorProps {
  /** The body as it is now; pushed into the editor only when it differs from the editor's text. */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  readOnly?: boolean;
  height?: number | string;
}

/**
 * Monaco holding a raw body. The store keeps the exact text; the editor reports every edit.
 * Never imported directly: use `LazyRawBodyEditor` so Monaco loads only when it is needed.
 */
export default function RawBodyEditor({
  value,
  onChange,
  ariaLabel,
  readOnly = false,
  height = 260,
}: RawBodyEditorProps) {
  return (
    <Editor
      height={height}
      language="json"
      value={value}
      onChange={(next) => onChange(next ?? '')}
      // Monaco picks CR LF for new lines on Windows (or a Windows user agent). The spec
      // separates with LF and a stray CR changes the signature, so bodies typed here use LF.
      onMount={(editor, monaco) => editor.getModel()?.setEOL(monaco.editor.EndOfLineSequence.LF)}
      loading={<EditorLoading />}
      options={{ ...editorOptions, readOnly, ariaLabel }}
    />
  );
}
