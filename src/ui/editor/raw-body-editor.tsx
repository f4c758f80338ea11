import Editor from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import './monaco-setup.ts';
import { EditorLoading } from './editor-loading.tsx';
import { editorOptions } from './editor-options.ts';
import { markInvisibles } from './invisible-decorations.ts';
import { useResolvedTheme } from '../use-resolved-theme.ts';

export interface RawBodyEditorProps {
  /** The body as it is now; pushed into the editor only when it differs from the editor's text. */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  readOnly?: boolean;
  height?: number | string;
  /** `lf` (default) makes new lines LF; `keep` leaves the model's line endings as the text has them. */
  lineEndings?: 'lf' | 'keep';
  /**
   * Runs on Ctrl+Enter (Cmd+Enter on a Mac) with the focus in the editor, instead of Monaco's own
   * "insert line after", which would add a line feed to the body and change its signature.
   */
  onSubmit?: () => void;
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
  lineEndings = 'lf',
  onSubmit,
}: RawBodyEditorProps) {
  // The command is bound once, at mount; it always calls the latest `onSubmit`.
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  }, [onSubmit]);
  const theme = useResolvedTheme();
  return (
    <Editor
      height={height}
      theme={theme === 'dark' ? 'vs-dark' : 'light'}
      language="json"
      value={value}
      // A read-only editor only shows the body: Monaco's own normalisation must not write back.
      onChange={(next) => (readOnly ? undefined : onChange(next ?? ''))}
      // Monaco picks CR LF for new lines on Windows (or a Windows user agent). The spec
      // separates with LF and a stray CR changes the signature, so bodies typed here use LF.
      onMount={(editor, monaco) => {
        if (lineEndings === 'lf') editor.getModel()?.setEOL(monaco.editor.EndOfLineSequence.LF);
        if (submit.current) {
          editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => submit.current?.());
        }
        // Stops with the editor: the listener belongs to it.
        const stop = markInvisibles(editor);
        editor.onDidDispose(stop);
      }}
      loading={<EditorLoading />}
      options={{ ...editorOptions, readOnly, ariaLabel }}
    />
  );
}
