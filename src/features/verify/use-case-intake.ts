import { useMemo } from 'react';
import type { Intake } from '../../core/intake/types.ts';
import { useVerifyStore } from './verify-store.ts';

/**
 * The intake of the message shown, with the paste's other messages among its readings: a
 * request's answer (spec 7) or a response's request is another message of the same ticket, which
 * the reading of one message alone does not hold.
 */
export function useCaseIntake(): Intake | null {
  const intake = useVerifyStore((s) => s.intake);
  const messages = useVerifyStore((s) => s.messages);
  const shown = useVerifyStore((s) => s.shownMessage);
  return useMemo(() => {
    if (!intake || !messages) return intake;
    const others = messages.filter((_, index) => index !== shown).map((m) => m.intake);
    return others.length > 0
      ? { ...intake, readings: [...(intake.readings ?? []), ...others] }
      : intake;
  }, [intake, messages, shown]);
}
