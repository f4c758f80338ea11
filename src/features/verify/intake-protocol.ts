/**
 * The messages between the Verify view and its intake worker: the page hands the worker the
 * paste's text or the file's bytes, and the worker answers with what the intake read
 * (core/intake/detect.ts), so a slow reading never holds up the page.
 */
import type { IntakeOptions } from '../../core/intake/detect.ts';
import type { PasteResult } from '../../core/paste/messages.ts';

/** What to read: a paste's text, or a dropped file's bytes (read as strict UTF-8). */
export type IntakeInput = { text: string } | { bytes: Uint8Array };

/** To the worker: read `input` for run `run`. */
export interface IntakeRequest {
  run: number;
  input: IntakeInput;
  options: IntakeOptions;
}

/** From the worker, about run `run`: what the intake read, or why reading it threw. */
export type IntakeReply = { run: number; result: PasteResult } | { run: number; failed: string };
