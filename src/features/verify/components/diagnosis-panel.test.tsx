import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnosis } from '../../../core/diagnosis/index.ts';
import { DiagnosisPanel } from './diagnosis-panel.tsx';

afterEach(cleanup);

type Mismatch = Extract<Diagnosis, { verdict: 'MISMATCH' }>;

const found: NonNullable<Mismatch['found']> = {
  causes: ['BODY_REFORMATTED'],
  title: 'The HTTP library re-serialized the body after it was signed',
  lead: 'Your HTTP library re-serialized the body after you signed it.',
  action: 'Send the signed bytes: data=body, not json=.',
  explanation: 'The sender signed one serialization of the body and its HTTP library sent another.',
  fix: 'Serialize once, sign those exact bytes and send the same bytes (spec 5.2 rule 1).',
  senderPayload: 'a',
  correctPayload: 'a',
  details: ['Sent body written by json.dumps defaults.'],
  libraries: ['Python requests (json=)', 'Python httpx (json=)', 'Python aiohttp (json=)'],
};
const diagnosis: Mismatch = {
  verdict: 'MISMATCH',
  expectedSign: 'ab'.repeat(32),
  found,
  searched: 3000,
  notes: [],
};

describe('the diagnosis panel', () => {
  it('leads with the sentence and the one fix, the libraries on one line, the rest folded', () => {
    render(<DiagnosisPanel diagnosis={diagnosis} current />);
    const panel = screen.getByTestId('diagnosis');
    const paragraphs = within(panel).getAllByText(/./, { selector: 'section > p' });
    expect(paragraphs[0]?.textContent).toBe(found.lead);
    expect(paragraphs[1]?.textContent).toBe(`Fix: ${found.action}`);
    expect(screen.getByTestId('diagnosis.libraries').textContent).toBe(
      'Written by Python requests (json=), Python httpx (json=), Python aiohttp (json=)',
    );
    const more = screen.getByTestId('diagnosis.more') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(within(more).getByText(found.explanation)).toBeTruthy();
    expect(within(more).getByText(found.details[0]!)).toBeTruthy();
    expect(
      within(more)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Python aiohttp (json=)');
    // Nothing of the explanation or the full fix stands outside the fold.
    for (const p of paragraphs.slice(2)) expect(p.textContent).not.toContain(found.explanation);
  });

  it('shows no libraries line when no library is named', () => {
    const plain = { ...found };
    delete plain.libraries;
    render(<DiagnosisPanel diagnosis={{ ...diagnosis, found: plain }} current />);
    expect(screen.queryByTestId('diagnosis.libraries')).toBeNull();
  });
});
