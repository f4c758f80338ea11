import { useCallback, useState } from 'react';

/** One plain sentence for a failed lesson step, the reason after it. */
function lessonErrorText(error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  return `The sandbox did not answer, so this step did not run: ${reason}. Check that the console's server is running, then try again.`;
}

/**
 * Runs a lesson step that calls the sandbox: while it runs `busy` is true, and a failure (an
 * unreachable sandbox, an unexpected answer) becomes `error` to show in the lesson instead of an
 * unhandled rejection. A step that succeeds clears the last error.
 */
export function useLessonAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
      setError(null);
    } catch (failure) {
      setError(lessonErrorText(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
