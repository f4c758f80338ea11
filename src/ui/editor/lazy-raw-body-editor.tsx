import { lazy, Suspense } from 'react';
import type { RawBodyEditorProps } from './raw-body-editor.tsx';
import { EditorLoading } from './editor-loading.tsx';

const RawBodyEditor = lazy(() => import('./raw-body-editor.tsx'));

/** The raw-body editor, with Monaco split into its own chunk and loaded on first use. */
export function LazyRawBodyEditor(props: RawBodyEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <RawBodyEditor {...props} />
    </Suspense>
  );
}
