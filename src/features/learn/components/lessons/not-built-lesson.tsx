/** A lesson whose exercise is not built yet: said plainly, never marked done. */
export function NotBuiltLesson() {
  return (
    <p className="muted" role="note">
      This lesson&apos;s exercise is not built yet.
    </p>
  );
}
