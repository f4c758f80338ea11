import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLessonId, LESSON_IDS, type LessonId } from '../../core/learn/lessons.ts';

interface LearnState {
  /** The lessons passed, in no particular order. Progress only: never a secret or an answer. */
  done: LessonId[];
  current: LessonId;
  /** Bumped by a reset, so a lesson's exercise starts over with fresh inputs. */
  attemptKey: number;
  open: (id: LessonId) => void;
  complete: (id: LessonId) => void;
  resetLesson: (id: LessonId) => void;
  resetCourse: () => void;
}

/** Progress through the Learn course, kept in localStorage so it survives a reload. */
export const useLearnStore = create<LearnState>()(
  persist(
    (set) => ({
      done: [],
      current: LESSON_IDS[0],
      attemptKey: 0,
      open: (current) => set({ current }),
      complete: (id) => set((s) => (s.done.includes(id) ? s : { done: [...s.done, id] })),
      resetLesson: (id) =>
        set((s) => ({ done: s.done.filter((d) => d !== id), attemptKey: s.attemptKey + 1 })),
      resetCourse: () =>
        set((s) => ({ done: [], current: LESSON_IDS[0], attemptKey: s.attemptKey + 1 })),
    }),
    {
      name: 'signing-console.learn',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ done: s.done, current: s.current }),
      // Whatever storage holds is checked: an unknown lesson id is dropped, not trusted.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { done?: unknown; current?: unknown };
        const done = Array.isArray(saved.done)
          ? saved.done.filter((id): id is LessonId => typeof id === 'string' && isLessonId(id))
          : [];
        const open =
          typeof saved.current === 'string' && isLessonId(saved.current)
            ? saved.current
            : current.current;
        return { ...current, done, current: open };
      },
    },
  ),
);
