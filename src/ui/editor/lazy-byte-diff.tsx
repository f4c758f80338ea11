import { lazy, Suspense } from 'react';
import type { ByteDiffProps } from './byte-diff.tsx';
import { EditorLoading } from './editor-loading.tsx';

const ByteDiff = lazy(() => import('./byte-diff.tsx'));

/** The byte diff, with Monaco loaded on first use. */
export function LazyByteDiff(props: ByteDiffProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <ByteDiff {...props} />
    </Suspense>
  );
}
