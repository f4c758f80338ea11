// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Beta' },
  { id: 'c', title: 'Gamma' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Example" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>panel {selected}</p>
    </Tabs>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('moves and selects with the arrow keys, wrapping, with one tab stop', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(tab('Gamma').getAttribute('tabindex')).toBe('0');
    expect(tab('Alpha').getAttribute('tabindex')).toBe('-1');
  });

  it('labels the panel with the selected tab', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('panel b');
  });
});
