import { useShallow } from 'zustand/react/shallow';
import { LESSONS } from '../../../core/learn/lessons.ts';
import { useLearnStore } from '../learn-store.ts';

/** The lessons in order, each marked todo or done; progress survives a reload. */
export function LessonList() {
  const { done, current, open, resetCourse } = useLearnStore(
    useShallow((s) => ({
      done: s.done,
      current: s.current,
      open: s.open,
      resetCourse: s.resetCourse,
    })),
  );
  return (
    <nav className="panel learn-lessons" aria-label="Lessons">
      <p className="muted" data-testid="learn.progress">
        {done.length} of {LESSONS.length} done
      </p>
      <ol>
        {LESSONS.map((lesson) => {
          const state = done.includes(lesson.id) ? 'done' : 'todo';
          return (
            <li key={lesson.id}>
              <button
                type="button"
                data-testid="lesson"
                data-lesson={lesson.id}
                data-state={state}
                aria-current={current === lesson.id ? 'step' : undefined}
                onClick={() => open(lesson.id)}
              >
                <span className={`lesson-mark lesson-${state}`} aria-hidden="true">
                  {state === 'done' ? '✓' : '○'}
                </span>
                {lesson.title}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={resetCourse}>
        Reset the course
      </button>
    </nav>
  );
}
