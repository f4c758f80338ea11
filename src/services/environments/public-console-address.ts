import { create } from 'zustand';
import { checkConsoleAddress } from '../../core/share/console-address.ts';
import { useSettingsStore } from './settings-store.ts';

/**
 * The public console address the console's server announces (PUBLIC_CONSOLE_URL), once the
 * settings' server data has loaded; null until then, and on a static host, which has no server.
 * Kept apart from the settings: it is the server's, never persisted.
 */
export const useAnnouncedConsoleAddress = create<{
  announced: string | null;
  setAnnounced: (announced: string | null) => void;
}>()((set) => ({ announced: null, setAnnounced: (announced) => set({ announced }) }));

/**
 * The address share links and the reply's link are built on (docs/hosting.md, "A merchant's own
 * check"): the one the user typed when valid, else the server's; null when neither is set, and
 * when the typed one is refused (its field says why), so a bad address is used nowhere.
 */
function consoleAddressOf(typed: string, announced: string | null): string | null {
  if (typed.trim() === '') return announced;
  const checked = checkConsoleAddress(typed);
  return checked.ok ? checked.url : null;
}

/** {@link consoleAddressOf} the current settings and announcement. */
export function usePublicConsoleAddress(): string | null {
  const typed = useSettingsStore((s) => s.publicConsoleUrl);
  const announced = useAnnouncedConsoleAddress((s) => s.announced);
  return consoleAddressOf(typed, announced);
}
