import { useEffect } from 'react';
import { checkConsoleAddress } from '../../core/share/console-address.ts';
import { TextField } from '../../ui/components/text-field.tsx';
import { useConsoleEnvironments } from '../../services/environments/console-environments.ts';
import { useAnnouncedConsoleAddress } from '../../services/environments/public-console-address.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';

/**
 * The public console address (docs/hosting.md, "A merchant's own check"): a console merchants can
 * open, which share links and the reply's link point at. Empty, the address the server announces
 * (PUBLIC_CONSOLE_URL) applies, shown as the placeholder; a value the one base-URL rule refuses
 * is said here with its fix, and used nowhere.
 */
export function PublicConsoleField() {
  const typed = useSettingsStore((s) => s.publicConsoleUrl);
  const setTyped = useSettingsStore((s) => s.setPublicConsoleUrl);
  const announced = useConsoleEnvironments().data?.publicConsoleUrl ?? null;
  const setAnnounced = useAnnouncedConsoleAddress((s) => s.setAnnounced);
  useEffect(() => setAnnounced(announced), [announced, setAnnounced]);
  const checked = typed.trim() === '' ? null : checkConsoleAddress(typed);
  return (
    <TextField
      label="Public console address"
      value={typed}
      onChange={setTyped}
      placeholder={announced ?? 'https://… (this page)'}
      error={checked && !checked.ok ? checked.error : null}
      errorTestId="settings.public-console-error"
      hint={
        checked?.ok || announced
          ? 'Share links and the reply point here: the merchant opens the case and types their own secret.'
          : "Where merchants open a share link. Not set: share links point at this page's address."
      }
    />
  );
}
