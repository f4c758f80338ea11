import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeChoice = 'system' | 'light' | 'dark';

interface ThemeState {
  /** System follows `prefers-color-scheme`; persisted, as it is no secret. */
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ choice: 'system', setChoice: (choice) => set({ choice }) }), {
    name: 'signing-console.theme',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ choice: s.choice }),
  }),
);

/** The theme drawn for a choice, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}
