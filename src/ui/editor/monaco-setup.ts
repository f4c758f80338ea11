// Monaco comes from our own bundle, never a CDN: @monaco-editor/react would otherwise fetch it
// from jsDelivr, which breaks offline use. This module is only reached through React.lazy.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
};

loader.config({ monaco });

// Monaco paints a diff's original side as "removed" (red) and the other as "inserted" (green).
// The byte diff's original is the correct string to sign and the other what the sender signed,
// so the console's themes draw the correct side green and the wrong one red. Monaco has one theme
// per page, so every editor uses these; they differ from Monaco's own only in the diff colours.
const GREEN = { text: '#2ea04340', line: '#2ea0431a' };
const RED = { text: '#e5484d55', line: '#e5484d1f' };
const DIFF_COLOURS = {
  'diffEditor.removedTextBackground': GREEN.text,
  'diffEditor.removedLineBackground': GREEN.line,
  'diffEditorGutter.removedLineBackground': GREEN.line,
  'diffEditor.insertedTextBackground': RED.text,
  'diffEditor.insertedLineBackground': RED.line,
  'diffEditorGutter.insertedLineBackground': RED.line,
};
// The dots and arrows the editors draw for spaces and tabs are evidence here (a trailing space, a
// tab for spaces): Monaco's own are about 1.4:1 against the background, these 4.5:1 or more.
monaco.editor.defineTheme('console-light', {
  base: 'vs',
  inherit: true,
  rules: [],
  colors: { ...DIFF_COLOURS, 'editorWhitespace.foreground': '#6e7781' },
});
monaco.editor.defineTheme('console-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: { ...DIFF_COLOURS, 'editorWhitespace.foreground': '#9da5ae' },
});

/** The Monaco theme for the page's theme. */
export function consoleTheme(theme: 'light' | 'dark'): string {
  return theme === 'dark' ? 'console-dark' : 'console-light';
}
