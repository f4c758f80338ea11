import { create } from 'zustand';
import type { ShareCase } from '../../core/share/share-link.ts';

/**
 * A case one view hands to another inside the page (Sandbox → "Open in Verify"). Features never
 * import each other, so the shell takes the case from here and opens it as it opens a share link
 * (docs/architecture.md, "Share link"), but the case never passes through the address: a body the
 * user's program sent may hold a typed secret, and an address is kept in the browser's history.
 */
interface CaseHandoff {
  /** The case waiting for the shell to open it; null once taken. */
  pending: ShareCase | null;
}

export const useCaseHandoff = create<CaseHandoff>()(() => ({ pending: null }));

/** Hands `shared` to the shell, which opens it in the view its received sign names. */
export function handOffCase(shared: ShareCase): void {
  useCaseHandoff.setState({ pending: shared });
}

/** Takes the case waiting, if any, so it is opened once. */
export function takeHandedOffCase(): ShareCase | null {
  const { pending } = useCaseHandoff.getState();
  if (pending !== null) useCaseHandoff.setState({ pending: null });
  return pending;
}
