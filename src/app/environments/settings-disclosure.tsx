import { useState, type ReactNode } from 'react';

// The width below which the settings start folded: a phone's, where the settings would
// otherwise fill the first screen and push the view's first field below it.
const NARROW = '(max-width: 700px)';

/**
 * The sidebar's settings (environment, secrets, theme) as a section that opens and closes:
 * open on a wide screen, folded on a phone so the job's first field is on the first screen.
 */
export function SettingsDisclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(() => !window.matchMedia(NARROW).matches);
  return (
    <details
      className="settings-disclosure"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Environment, secrets and theme</summary>
      {children}
    </details>
  );
}
