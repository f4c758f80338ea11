/**
 * A body shown in the layout its logger wrote, not the sender's (docs/verify-intake.md, "A
 * logger's rewrite"). REST Assured's `log().all()` prints a request through its RequestPrinter
 * (`Request method:`, `Headers:` and a `Body:` line); its LogConfig pretty-prints a JSON body by
 * default, so a body shown there in a pretty layout is its Prettifier's output whatever bytes
 * were sent. The fields are read as printed; only the body's layout is the logger's (spec 5.2
 * rule 1 signs the bytes sent), so the sender is not blamed for it.
 */
import type { Intake } from '../types.ts';

/** RequestPrinter's first lines: `Request method:\tPOST` and, below it, `Headers:\t\t`. */
const REQUEST_PRINTER = /^Request method:\t[A-Z]+\r?\n(?:[^\n]{0,2000}\n){1,12}Headers:\t\t/m;

/** What the page says of a body REST Assured pretty-printed. */
const PRETTY_PRINTED =
  "The log holds the body as REST Assured's request logger pretty-printed it (its default), not the bytes sent: its line breaks and indentation are the logger's, so they may differ from what was signed. Ask for the raw body exactly as sent (the string the test signed) to check the sign; a mismatch in how the body is written is not the sender's doing.";

/** Whether `body` is JSON laid out over several lines, as a pretty printer writes it. */
function prettyJson(body: string): boolean {
  if (!/^[{[]\r?\n/.test(body)) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * The reading marked as the logger's rewrite when its body is the pretty JSON that follows a
 * REST Assured request printout's `Body:` line; the reading as it is otherwise.
 */
export function markLoggerLayout(text: string, intake: Intake): Intake {
  const body = intake.fields.rawBody;
  if (intake.bodyRewrittenBy || intake.kind === 'response' || !prettyJson(body)) return intake;
  const printer = REQUEST_PRINTER.exec(text);
  if (!printer) return intake;
  const shown = text.indexOf(`\nBody:\n${body}`, printer.index);
  const shownCrlf = text.indexOf(`\nBody:\r\n${body}`, printer.index);
  if (shown === -1 && shownCrlf === -1) return intake;
  return { ...intake, bodyRewrittenBy: 'logger', warnings: [...intake.warnings, PRETTY_PRINTED] };
}
