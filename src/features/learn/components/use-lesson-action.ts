import { useMutation } from '@tanstack/react-query';

/** One plain sentence for a failed lesson step, the reason after it. */
function lessonErrorText(error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  return `The sandbox did not answer, so this step did not run: ${reason}. Check that the console's server is running, then try again.`;
}

/**
 * Runs a lesson step that calls the sandbox as a react-query mutation (the one way the console
 * writes to a server, docs/architecture.md): while it runs `busy` is true, and a failure (an
 * unreachable sandbox, an unexpected answer) becomes `error` to show in the lesson instead of an
 * unhandled rejection. A step that succeeds clears the last error.
 */
export function useLessonAction() {
  const step = useMutation({ mutationFn: (run: () => Promise<void>) => run() });
  return {
    busy: step.isPending,
    error: step.isError ? lessonErrorText(step.error) : null,
    run: (run: () => Promise<void>) => step.mutateAsync(run).catch(() => undefined),
  };
}
