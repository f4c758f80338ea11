// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RawBodyEditor from './raw-body-editor.tsx';

// Monaco never mounts here: the window between the component and its editor, kept open.
vi.mock('@monaco-editor/react', () => ({ default: () => null }));
vi.mock('./monaco-setup.ts', () => ({ consoleTheme: () => 'vs' }));

describe('RawBodyEditor before Monaco has mounted', () => {
  it('notices carriage returns in a body that arrives from outside (a file read while it loads)', () => {
    const props = { onChange: () => {}, ariaLabel: 'Case raw body' };
    const { rerender } = render(<RawBodyEditor {...props} value="" />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<RawBodyEditor {...props} value={'{"a":1,\r\n"b":2}'} />);
    expect(screen.getByRole('note').textContent).toContain('carriage returns');
  });
});
