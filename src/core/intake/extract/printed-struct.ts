/**
 * What follows a header map printed inside a program's own printout (extract/header-map.ts):
 * Go's `%+v` of an `*http.Request` goes on after `Header:map[...]` with the struct's other fields
 * on the same line (`Body:{Reader:0xc000092c30} GetBody:0x6039e0 ContentLength:55 ...}`), and
 * its `Body` is the reader's address, not the bytes (fmt's `%+v` prints a struct's fields, not
 * what a reader would give). The body is then the one the program logged on its own line, often
 * after a label and a logger's prefix (`2026/11/28 00:34:30 request body: {...}`).
 */

// A printed struct's next field after the map's closing bracket: ` Body:{...`, ` GetBody:0x...`.
const STRUCT_GOES_ON = /^[\])}]*[ \t]+[A-Za-z]\w*:/;
// A label before a logged body, after a logger's date or level (no quote or bracket before it,
// so a key inside a JSON body is never taken for one).
const BODY_LABEL =
  /^[^{["'\n]{0,80}?\b(?:(?:request|req|http)[ _-]?)?(?:body|payload|data)\s*[:=][ \t]*/i;

/**
 * The text after a printed map with the rest of an enclosing struct's line left out, and the
 * label of a logged body line taken off; `rest` as it is when neither is there.
 */
export function afterPrintedStruct(rest: string): string {
  if (!STRUCT_GOES_ON.test(rest)) return rest;
  const lineEnd = rest.indexOf('\n');
  if (lineEnd === -1) return '';
  const after = rest.slice(lineEnd + 1).replace(/^(?:[ \t]*\r?\n)+/, '');
  const label = BODY_LABEL.exec(after);
  return label ? after.slice(label[0].length) : after;
}
