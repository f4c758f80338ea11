import { Fragment } from 'react';
import { revealInvisibles } from '../../../core/text/visible-text.ts';
import { BLANKS, endRunStart } from '../../../core/text/trim-runs.ts';
import './visible-text-view.css';

/** Splits a run of text into its body and the spaces or tabs that end it. */
function trailingSpaces(text: string): [string, string] {
  const end = endRunStart(text, BLANKS);
  return [text.slice(0, end), text.slice(end)];
}

/**
 * Text with every invisible character drawn as a marker; a line feed also breaks the line.
 * Spaces that end a line (or the text) keep their characters but are shaded, since they are
 * signed like any other byte and easy to miss.
 */
export function VisibleText({ text }: { text: string }) {
  const segments = revealInvisibles(text);
  return segments.map((segment, index) => {
    if (segment.kind === 'text') {
      const next = segments[index + 1];
      const endsLine = next === undefined || next.kind === 'lf' || next.kind === 'cr';
      const [body, trailing] = endsLine ? trailingSpaces(segment.text) : [segment.text, ''];
      return (
        <Fragment key={index}>
          {body}
          {trailing ? (
            <span
              className="invisible invisible-trailing-space"
              title={`trailing whitespace (${trailing.length}): signed like any other byte`}
            >
              {trailing}
            </span>
          ) : null}
        </Fragment>
      );
    }
    return (
      <Fragment key={index}>
        <span className={`invisible invisible-${segment.kind}`} title={segment.label}>
          {segment.shown}
        </span>
        {segment.kind === 'lf' ? '\n' : null}
      </Fragment>
    );
  });
}
