import { useEffect, useSyncExternalStore } from 'react';
import { resolveTheme, useThemeStore } from './theme-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Puts the chosen theme on <html> as `data-theme` (read by theme.css and, for Monaco, by
 * ui/use-resolved-theme.ts), following the system's preference while the choice is System.
 */
export function useAppliedTheme() {
  const choice = useThemeStore((s) => s.choice);
  const systemDark = useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);
  const theme = resolveTheme(choice, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
