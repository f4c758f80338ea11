import { REJECTION_CHECKLIST } from '../../core/protocol/rejection-checklist.ts';
import './rejection-checklist-view.css';

const CHECKLIST_ID = 'rejection-checklist';

/** The spec 5.5 checklist for a rejected request, in the spec's order. */
export function RejectionChecklist({ open = false }: { open?: boolean }) {
  return (
    <details id={CHECKLIST_ID} className="panel checklist" open={open}>
      <summary>Diagnosing a rejection: the spec 5.5 checklist</summary>
      <ol>
        {REJECTION_CHECKLIST.map(({ check, mistake }) => (
          <li key={check}>
            <strong>{check}</strong>: {mistake}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Opens the checklist and scrolls it into view. */
export function showChecklist() {
  const details = document.getElementById(CHECKLIST_ID);
  if (details instanceof HTMLDetailsElement) {
    details.open = true;
    details.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
}
