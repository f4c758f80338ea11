import { lazy, Suspense, useEffect, useState } from 'react';
import type { RawBodyEditorProps } from './raw-body-editor.tsx';
import { EditorLoading } from './editor-loading.tsx';

const RawBodyEditor = lazy(() => import('./raw-body-editor.tsx'));

/** Whether Monaco may load: once the view around it has painted and the page is idle. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Not every browser has idle callbacks; there the timer alone waits for the paint.
        if (typeof requestIdleCallback === 'function') {
          idle = requestIdleCallback(() => setReady(true), { timeout: 500 });
        } else setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}

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
