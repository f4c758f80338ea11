import type { editor } from 'monaco-editor/editor';

/** Shared Monaco options: whitespace and control characters visible, as bytes matter here. */
export const editorOptions: editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  renderWhitespace: 'all',
  renderControlCharacters: true,
  unicodeHighlight: { invisibleCharacters: true, ambiguousCharacters: true, nonBasicASCII: false },
  scrollBeyondLastLine: false,
  fontSize: 13,
  // The bundled symbols font draws the ␊ ␍ markers of the byte diff where system fonts cannot.
  fontFamily:
    "'DejaVu Sans Mono', Menlo, Consolas, 'Courier New', monospace, 'Noto Sans Symbols 2'",
  tabSize: 2,
  automaticLayout: true,
  wordWrap: 'on',
};
