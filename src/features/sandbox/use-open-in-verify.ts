import { useCallback } from 'react';
import type { ShareCase } from '../../core/share/share-link.ts';
import { handOffCase } from '../../services/case-handoff/case-handoff.ts';

/**
 * Opens a case in the Verify view: the shell takes it from the hand-off (services/case-handoff)
 * and opens it as a share link's case, asking for the secret. Features never import each other,
 * so the hand-off is the one way across; the case never passes through the address.
 */
export function useOpenInVerify() {
  return useCallback((shared: ShareCase) => handOffCase(shared), []);
}
