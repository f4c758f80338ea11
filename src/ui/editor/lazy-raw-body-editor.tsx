import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../use-after-first-paint.ts';
import type { RawBodyEditorProps } from './raw-body-editor.tsx';
import { EditorLoading } from './editor-loading.tsx';

const RawBodyEditor = lazy(() => import('./raw-body-editor.tsx'));

/**
 * The raw-body editor, with Monaco (about 1 MB gzip) split into its own chunk and loaded only
 * after the view's first paint, so the sign and the string to sign, drawn from the store, are
 * on screen before Monaco is parsed.
 */
export function LazyRawBodyEditor(props: RawBodyEditorProps) {
  const ready = useAfterFirstPaint();
  if (!ready) return <EditorLoading />;
  return (
    <Suspense fallback={<EditorLoading />}>
      <RawBodyEditor {...props} />
    </Suspense>
  );
}
