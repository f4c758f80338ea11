import { Fragment } from 'react';
import { revealInvisibles } from '../core/visible-text.ts';
import './visible-text-view.css';

/** Text with every invisible character drawn as a marker; a line feed also breaks the line. */
export function VisibleText({ text }: { text: string }) {
  return revealInvisibles(text).map((segment, index) =>
    segment.kind === 'text' ? (
      <Fragment key={index}>{segment.text}</Fragment>
    ) : (
      <Fragment key={index}>
        <span className={`invisible invisible-${segment.kind}`} title={segment.label}>
          {segment.shown}
        </span>
        {segment.kind === 'lf' ? '\n' : null}
      </Fragment>
    ),
  );
}
