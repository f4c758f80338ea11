import type { ThemeChoice } from './theme-store.ts';
import { useThemeStore } from './theme-store.ts';

const CHOICES: Array<[ThemeChoice, string]> = [
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

/** System, Light or Dark; remembered on this device. */
export function ThemeSwitch() {
  const choice = useThemeStore((s) => s.choice);
  const setChoice = useThemeStore((s) => s.setChoice);
  return (
    <fieldset className="theme-switch">
      <legend>Theme</legend>
      {CHOICES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="theme"
            value={value}
            checked={choice === value}
            onChange={() => setChoice(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
