/**
 * The length from which a body is long: from here on, work that passes over the whole body once
 * per keystroke or once per candidate costs enough to be arranged differently (a faster hash for
 * the live sign, a lint that waits for typing to pause, fewer whole-body pairs in the mistake
 * search). One threshold, so the console behaves alike wherever a body crosses it.
 */
const LONG_BODY_CHARS = 64 * 1024;

/** Whether a body of this many characters is long (see above). */
export const isLongBody = (bodyLength: number): boolean => bodyLength >= LONG_BODY_CHARS;
