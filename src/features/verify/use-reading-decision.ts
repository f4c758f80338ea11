import { useEffect } from 'react';
import { decideReading } from '../../core/intake/decide.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { useVerifyStore } from './verify-store.ts';

/**
 * Lets the signature decide between the readings of a paste (docs/verify-intake.md, "Decide"):
 * with the environment's secret typed, the reading whose expected sign equals the received one
 * replaces the ranked one, and the page says why. The secret stays in this tab (the check runs
 * here, nothing is sent).
 */
export function useReadingDecision(): void {
  const readings = useVerifyStore((s) => s.intake?.readings);
  const adoptReading = useVerifyStore((s) => s.adoptReading);
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  useEffect(() => {
    if (!readings || !secret) return;
    let current = true;
    void decideReading(readings, secret).then((decision) => {
      if (current && decision) adoptReading(decision.index, decision.note);
    });
    return () => {
      current = false;
    };
  }, [readings, secret, adoptReading]);
}
