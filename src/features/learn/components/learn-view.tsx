import { useLearnStore } from '../learn-store.ts';
import '../learn.css';
import { LessonList } from './lesson-list.tsx';
import { LessonPane } from './lesson-pane.tsx';

/** The Learn course: the lesson list beside the open lesson. */
export function LearnView() {
  const current = useLearnStore((s) => s.current);
  return (
    <div className="learn">
      <LessonList />
      <LessonPane id={current} />
    </div>
  );
}
