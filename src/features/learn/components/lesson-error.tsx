/** A lesson step's failure, announced (role alert) where the step's answer would be. */
export function LessonError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="error" data-testid="learn.lesson-error">
      {error}
    </p>
  ) : null;
}
