/* global document, self, window */
// The keystroke baseline: Monaco as the console bundles it (same modules, same workers), with
// nothing else on the page; each change reads the model's text and writes it into the DOM.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

const editor = monaco.editor.create(document.getElementById('editor'), {
  value: '{}',
  language: 'json',
  ariaLabel: 'Raw body',
  automaticLayout: true,
  minimap: { enabled: false },
});
const mirror = document.getElementById('mirror');
editor.onDidChangeModelContent(() => {
  const text = editor.getValue();
  // The whole text is read, as an app's onChange does; a short digest of it is written, so the
  // baseline does not spend its time laying out a megabyte.
  mirror.textContent = `${text.length} ${text.slice(-64)}`;
});
window.benchSetBody = (text) => editor.setValue(text);
