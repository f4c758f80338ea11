import { useCallback } from 'react';
import type { ShareCase } from '../../core/share/share-link.ts';
import { encodeShareCase } from '../../core/share/share-link.ts';

/**
 * Opens a case in the Verify view through the share link (docs/architecture.md stable contract): the shell
 * reads `#case=` from the address, fills Verify and asks for the secret. Features never import
 * each other, so the link is the one way across; it never carries a secret.
 */
export function useOpenInVerify() {
  return useCallback((shared: ShareCase) => {
    window.location.hash = encodeShareCase(shared);
  }, []);
}
