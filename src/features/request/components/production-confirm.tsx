import { ConfirmDialog } from '../../../ui/components/confirm-dialog.tsx';

/** Asks before every send to production (spec 1: production is the live service). */
export function ProductionConfirm({
  open,
  url,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  url: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title="Send to PRODUCTION?"
      confirmLabel="Send to production"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>This query goes to the production environment, signed with the production secret:</p>
      <p className="mono" data-testid="request.confirm-url">
        POST {url}
      </p>
      <p className="hint">Enter sends, Escape cancels.</p>
    </ConfirmDialog>
  );
}
