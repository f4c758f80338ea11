/**
 * The live X-Sign of a body being edited (spec 5.2 rule 4): the same HMAC-SHA256 as `signNow`,
 * computed again only from the first character that changed since the previous call. A
 * megabyte body typed into at its end is hashed from the last checkpoint, not from its start.
 */
import { toHex, utf8, utf8Into } from '../text/bytes.ts';
import { nobleMac, resumableMac, type ResumableSha256, type SavedMac } from './resumable-mac.ts';
import { firstDifference } from '../text/text-diff.ts';
import { isHighSurrogate, isLowSurrogate } from '../text/surrogates.ts';
import { stringToSignHead, type SignParts } from './signing.ts';

/** Characters of body between two saved MAC states. */
const CHECKPOINT_CHARS = 16_384;

/** Room for one run's UTF-8 bytes (a pair may extend a run by one unit), reused by every run. */
const runBytes = new Uint8Array((CHECKPOINT_CHARS + 1) * 3);

/** The MAC state after the head and the body's first `at` characters. */
interface Checkpoint {
  at: number;
  mac: SavedMac;
}

/** Whether `index` falls between the two halves of a surrogate pair: one character, one encoding. */
const splitsPair = (text: string, index: number) =>
  isHighSurrogate(text.charCodeAt(index - 1)) && isLowSurrogate(text.charCodeAt(index));

/**
 * A signer that remembers where it was: call it with the current parts on every change and it
 * returns the lowercase hex HMAC-SHA256 of the string to sign (spec 5.2), equal to `signNow`'s.
 * A new secret or a new merchant ID, timestamp or nonce starts over; a new body resumes from
 * the last checkpoint before its first changed character.
 *
 * `fastSha256` gives the faster SHA-256 once the caller has one (null until then): the MAC is
 * built on it from the next call, started over once, and on noble's HMAC while there is none.
 */
export function createLiveSigner(
  fastSha256: () => ResumableSha256 | null = () => null,
): (secret: string, parts: Omit<SignParts, 'body'> & { body: string }) => string {
  let signed: {
    secret: string;
    head: string;
    body: string;
    sha: ResumableSha256 | null;
  } | null = null;
  let checkpoints: Checkpoint[] = [];

  return (secret, parts) => {
    const head = stringToSignHead(parts);
    const { body } = parts;
    const sha = fastSha256();
    if (!signed || signed.secret !== secret || signed.head !== head || signed.sha !== sha) {
      const key = utf8(secret);
      const mac = sha ? resumableMac(sha, key) : nobleMac(key);
      mac.update(utf8(head));
      checkpoints = [{ at: 0, mac: mac.save() }];
      signed = { secret, head, body: '', sha };
    }
    // Every checkpoint up to the first change still holds: its characters are the same. A change
    // just after a high surrogate may complete a pair, so the checkpoint there does not hold.
    let unchanged = firstDifference(signed.body, body);
    if (unchanged > 0 && isHighSurrogate(body.charCodeAt(unchanged - 1))) unchanged--;
    while (checkpoints.length > 1 && checkpoints.at(-1)!.at > unchanged) checkpoints.pop();
    const from = checkpoints.at(-1)!;
    const mac = from.mac.resume();
    for (let at = from.at; at < body.length;) {
      let end = Math.min(at + CHECKPOINT_CHARS, body.length);
      if (splitsPair(body, end)) end++;
      mac.update(utf8Into(body.slice(at, end), runBytes));
      at = end;
      if (at < body.length) checkpoints.push({ at, mac: mac.save() });
    }
    signed = { secret, head, body, sha };
    return toHex(mac.digest());
  };
}
