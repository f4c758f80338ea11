/**
 * The load-again page (docs/team.md "Signing in"). A SameSite=Strict cookie stays home on a link
 * followed from another site (a share link in a chat): such a navigation gets the sentence in a
 * page that loads the address once more, now from this site, so a signed-in browser arrives and
 * any other meets the sentence again. The marker makes the second load a new address (the same
 * one with a hash would only scroll); the gate drops it by a redirect, and the hash stays.
 */
import { CONSOLE_API_PATH } from '../../../core/console-api/console-api.ts';

/** Where the page's script is served, before any token is asked for. */
export const LOAD_AGAIN_SCRIPT_PATH = `${CONSOLE_API_PATH}/load-again.js`;

/** The marker's query parameter: the number of loads so far. */
export const AGAIN = 'again';

/**
 * Loads a page may start. A browser sends the page's own load as same-origin, so it never gets
 * the page twice; one that reported it as from elsewhere would loop, and stops at this count.
 * Any marker below it (a link copied from an address bar carries `again=1`) still loads again.
 */
const LOAD_AGAIN_ROUNDS = 3;

/** The count a marker value stands for, read as the script reads it (junk counts as none). */
const roundOf = (value: string | null) => Math.max(0, Math.floor(Number(value)) || 0);

/** The script: the same address with the count one higher, loaded in place of this page. */
export const LOAD_AGAIN_CODE = `const u = new URL(location.href); const n = Math.max(0, Math.floor(Number(u.searchParams.get('${AGAIN}'))) || 0); u.searchParams.set('${AGAIN}', String(n + 1)); location.replace(u.href);`;

/** The page for a navigation to `url` from elsewhere, or null once its rounds are spent. */
export function loadAgainPage(url: URL, sentence: string): string | null {
  if (roundOf(url.searchParams.get(AGAIN)) >= LOAD_AGAIN_ROUNDS) return null;
  const text = sentence.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return `<!doctype html><title>Signing Console</title><script src="${LOAD_AGAIN_SCRIPT_PATH}"></script><p>${text}</p>`;
}
