import { lazy, Suspense } from 'react';
import type { RawBodyEditorProps } from './raw-body-editor';
import { EditorLoading } from './editor-loading';

const RawBodyEditor = lazy(() => import('./raw-body-editor'));

/** The raw-body editor, with Monaco split into its own chunk and loaded on first use. */
export function LazyRawBodyEditor(props: RawBodyEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <RawBodyEditor {...props} />
    </Suspense>
  );
}
