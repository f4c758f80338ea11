import { lazy } from 'react';
import { AfterFirstPaint } from '../components/after-first-paint.tsx';
import type { RawBodyEditorProps } from './raw-body-editor.tsx';
import { EditorLoading } from './editor-loading.tsx';

const RawBodyEditor = lazy(() => import('./raw-body-editor.tsx'));

/**
 * The raw-body editor, with Monaco (larger than the rest of the console) in its own chunk,
 * loaded only after the view's first paint, so the sign and the string to sign (spec 5.2), drawn
 * from the store, are on screen before Monaco is parsed.
 */
export function LazyRawBodyEditor(props: RawBodyEditorProps) {
  return (
    <AfterFirstPaint fallback={<EditorLoading />}>
      <RawBodyEditor {...props} />
    </AfterFirstPaint>
  );
}
