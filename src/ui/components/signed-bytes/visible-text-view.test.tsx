// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisibleText } from './visible-text-view.tsx';

describe('VisibleText', () => {
  it('shades spaces that end a line, keeping their characters; a tab has its own marker', () => {
    const { container } = render(
      <pre>
        <VisibleText text={'{"a": 1}  \n{"b": 2}\t\r\nend '} />
      </pre>,
    );
    const shaded = [...container.querySelectorAll('.invisible-trailing-space')].map(
      (node) => node.textContent,
    );
    expect(shaded).toEqual(['  ', ' ']);
    expect(container.textContent).toBe('{"a": 1}  ␊\n{"b": 2}⇥␍␊\nend ');
  });
});
