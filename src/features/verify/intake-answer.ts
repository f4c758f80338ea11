import { readPaste, readPasteBytes } from '../../core/paste/messages.ts';
import type { IntakeReply, IntakeRequest } from './intake-protocol.ts';

/**
 * The intake worker's answer to one request: the intake's result with every signed message of
 * the paste or file (core/paste/messages.ts; plain data, so it crosses to the page by structured
 * clone unchanged), or the message of what threw, never a throw.
 */
export function answerIntake({ run, input, options }: IntakeRequest): IntakeReply {
  try {
    const result =
      'text' in input ? readPaste(input.text, options) : readPasteBytes(input.bytes, options);
    return { run, result };
  } catch (error) {
    return { run, failed: error instanceof Error ? error.message : String(error) };
  }
}
