import { queryOptions } from '@tanstack/react-query';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { HistoryEntry } from '../../core/history/history-entry.ts';
import { HISTORY_CAP, overCap } from '../../core/history/history-entry.ts';
import { redactTypedIn } from '../environments/typed-secrets.ts';

/**
 * Sent queries and their responses, kept in this browser's IndexedDB. Entries are built by
 * core/history/history-entry.ts from wire fields only, so no secret is ever stored here; a typed
 * secret the body or the response holds is stored redacted (docs/verify-intake.md).
 */
interface HistoryDb extends DBSchema {
  entries: { key: string; value: HistoryEntry; indexes: { sentAt: number } };
}

const DB_NAME = 'signing-console';
const STORE = 'entries';

let opening: Promise<IDBPDatabase<HistoryDb>> | null = null;

/** Opens the database once; idb loads with the first use, not before the first paint. */
function db() {
  opening ??= import('idb').then(({ openDB }) =>
    openDB<HistoryDb>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('sentAt', 'sentAt');
      },
    }),
  );
  return opening;
}

/** The react-query key of the history list; invalidate it after any change. */
export const HISTORY_QUERY_KEY = ['history'] as const;

/** All entries, newest first. */
async function listHistory(): Promise<HistoryEntry[]> {
  const entries = await (await db()).getAllFromIndex(STORE, 'sentAt');
  return entries.reverse();
}

/** Adds an entry, a typed secret in it redacted, then drops the oldest beyond the cap. */
export async function addHistoryEntry(entry: HistoryEntry, cap = HISTORY_CAP): Promise<void> {
  // The wire's text only: the entry's id, environment and verdict are the console's own words.
  const { url, request, response } = entry;
  const text = redactTypedIn({
    url,
    request: { ...request, sign: '' },
    headers: response.headers,
    rawBody: response.rawBody,
  }).value;
  const kept: HistoryEntry = {
    ...entry,
    url: text.url,
    request: { ...text.request, sign: request.sign },
    response: { ...response, headers: text.headers, rawBody: text.rawBody },
  };
  const database = await db();
  const tx = database.transaction(STORE, 'readwrite');
  await tx.store.put(kept);
  for (const id of overCap(await tx.store.getAll(), cap)) await tx.store.delete(id);
  await tx.done;
}

/** Deletes the entries with these ids, in one transaction. */
export async function deleteHistoryEntries(ids: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all(ids.map((id) => tx.store.delete(id)));
  await tx.done;
}

/**
 * Puts deleted entries back as they were (an Undo), keeping the newest within the cap, as a
 * send in the meantime may have filled it.
 */
export async function restoreHistoryEntries(
  entries: readonly HistoryEntry[],
  cap = HISTORY_CAP,
): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all(entries.map((entry) => tx.store.put(entry)));
  for (const id of overCap(await tx.store.getAll(), cap)) await tx.store.delete(id);
  await tx.done;
}

export const getHistoryQueryOptions = () =>
  queryOptions({ queryKey: HISTORY_QUERY_KEY, queryFn: listHistory });
