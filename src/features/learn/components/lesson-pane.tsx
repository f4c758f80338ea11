import { useShallow } from 'zustand/react/shallow';
import { LESSONS, type LessonId } from '../../../core/learn/lessons.ts';
import { useLearnStore } from '../learn-store.ts';
import { LESSON_BODIES } from './lessons/index.ts';

/** The open lesson: its title, spec section, state, a reset, and its explanation and exercise. */
export function LessonPane({ id }: { id: LessonId }) {
  const { done, attemptKey, resetLesson, open } = useLearnStore(
    useShallow((s) => ({
      done: s.done.includes(id),
      attemptKey: s.attemptKey,
      resetLesson: s.resetLesson,
      open: s.open,
    })),
  );
  const index = Math.max(
    0,
    LESSONS.findIndex((l) => l.id === id),
  );
  const lesson = LESSONS[index]!;
  const next = LESSONS[index + 1];
  const Body = LESSON_BODIES[id];
  return (
    <section className="panel learn-pane" aria-labelledby="lesson-title">
      <header className="panel-header">
        <h3 id="lesson-title">{lesson.title}</h3>
        <span className="muted">spec {lesson.spec}</span>
        {done ? (
          <span className="lesson-passed" role="status">
            Passed
          </span>
        ) : null}
        <button type="button" onClick={() => resetLesson(id)}>
          Reset this lesson
        </button>
      </header>
      <Body key={`${id}-${attemptKey}`} />
      {done && next ? (
        <p className="learn-next">
          <button type="button" className="primary" onClick={() => open(next.id)}>
            Next lesson: {next.title}
          </button>
        </p>
      ) : null}
    </section>
  );
}
