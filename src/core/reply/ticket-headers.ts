/**
 * A request header a ticket shows in its text (`> User-Agent: curl/7.88.1` in a `curl -v`
 * transcript, `Host: pay.example.com` in a raw request), for the reply when the case's reading
 * did not keep it. Only a value the ticket shows once, or the same each time: two different
 * values prove neither.
 */

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The one value of header `name` on the ticket's lines (after `> `, a quote's `>`), or undefined. */
export function ticketHeader(text: string | undefined, name: string): string | undefined {
  if (!text) return undefined;
  const line = new RegExp(`^[> \\t]*${escape(name)}:[ \\t]*([^\\r\\n]*?)[ \\t]*\\r?$`, 'gim');
  const values = new Set<string>();
  for (const match of text.matchAll(line)) {
    if (match[1]) values.add(match[1]);
    if (values.size > 1) return undefined;
  }
  return [...values][0];
}

/** An absolute http(s) address in text, up to a blank, a quote or a bracket around it. */
const ADDRESS = /https?:\/\/[^\s"'<>()[\]{}`]+/g;

/**
 * The query's address (spec 4: `{base_url}/api/v1/payments/query`) as the ticket writes it,
 * when it names one host only: a log line or a command the case's reading did not keep it from.
 */
export function ticketQueryUrl(text: string | undefined, queryPath: string): string | undefined {
  if (!text) return undefined;
  const found = new Set<string>();
  for (const [address] of text.matchAll(ADDRESS)) {
    const end = address.indexOf(queryPath);
    if (end === -1) continue;
    found.add(address.slice(0, end + queryPath.length));
    if (found.size > 1) return undefined;
  }
  return [...found][0];
}
