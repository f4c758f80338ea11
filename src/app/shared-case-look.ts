import { create } from 'zustand';

/** A zustand store with `persist`, as far as holding its stored copy needs it. */
interface PersistedStore<S, P> {
  getState: () => S;
  setState: (partial: Partial<S>) => void;
  persist: {
    getOptions: () => { partialize?: (state: S) => P };
    setOptions: (options: { partialize: (state: S) => P }) => void;
  };
}

/** One store a shared case changed in memory while its stored copy stays the user's own. */
export interface Held {
  /** Puts the user's own values back in memory (and in storage, once released). */
  restore: () => void;
  /** Lets the store write what it holds now again; the user's own values are then replaced. */
  release: () => void;
}

/**
 * Holds `store`'s stored copy (localStorage, this tab's sessionStorage) at the user's `own`
 * values of those fields, whatever the store holds in memory: the shared case is shown, and a
 * reload gives the user's own draft and settings back (docs/verify-intake.md, "Share link").
 */
export function holdPersisted<S, P>(store: PersistedStore<S, P>, own: Partial<S>): Held {
  const options = store.persist.getOptions();
  // persist's own default writes the whole state.
  const partialize = options.partialize ?? ((state: S) => state as unknown as P);
  store.persist.setOptions({ partialize: (state) => partialize({ ...state, ...own }) });
  let held = true;
  return {
    restore: () => store.setState(own),
    release: () => {
      if (!held) return;
      held = false;
      store.persist.setOptions({ partialize });
      store.setState({});
    },
  };
}

/** A shared case being looked at: the view it opened and the stores it changed in memory. */
interface Look {
  view: 'verify' | 'request';
  held: Held[];
}

interface LookState {
  look: Look | null;
  /** After "Use these values": what puts the user's own values back, until dismissed. */
  undo: { view: Look['view']; held: Held[] } | null;
}

/**
 * The shared case a link opened, shown but not the user's until they choose "Use these values"
 * (with an Undo), and the Undo itself. While a case is looked at, the stores it changed write
 * the user's own values to storage.
 */
export const useSharedCaseLook = create<LookState>()(() => ({ look: null, undo: null }));

/**
 * Starts looking at a shared case, its stores already held. The caller closes any other case
 * before it reads the user's own values to hold.
 */
export function beginLook(view: Look['view'], held: Held[]): Look {
  const look = { view, held };
  useSharedCaseLook.setState({ look, undo: null });
  return look;
}

/** Whether this case is still the one looked at. */
export const isLooking = (look: Look) => useSharedCaseLook.getState().look === look;

/** Adds a hold to the case still looked at (the Verify view's store, once it has loaded). */
export function addHold(look: Look, held: Held): boolean {
  if (!isLooking(look)) {
    held.release();
    return false;
  }
  look.held.push(held);
  return true;
}

/** "Use these values": the shared case becomes the user's draft and settings, with an Undo. */
export function adoptSharedValues(): void {
  const { look } = useSharedCaseLook.getState();
  if (!look) return;
  for (const held of look.held) held.release();
  useSharedCaseLook.setState({ look: null, undo: { view: look.view, held: look.held } });
}

/** Closes the shared case: the user's own values come back, as they were. */
export function closeSharedCase(): void {
  const { look } = useSharedCaseLook.getState();
  if (!look) return;
  // Ended first, so what the restored stores announce is not taken for the user's own work.
  useSharedCaseLook.setState({ look: null });
  for (const held of look.held) {
    held.restore();
    held.release();
  }
}

/** The user's own work replaced the shared case (a paste): it is theirs, and kept. */
export function keepAsTheirs(look: Look): void {
  if (!isLooking(look)) return;
  for (const held of look.held) held.release();
  useSharedCaseLook.setState({ look: null });
}

/** Undo of "Use these values": the user's own values back, byte for byte, and kept. */
export function undoSharedValues(): void {
  const { undo } = useSharedCaseLook.getState();
  if (!undo) return;
  for (const held of undo.held) held.restore();
  useSharedCaseLook.setState({ undo: null });
}

/** Drops the Undo offer. */
export const dismissUndo = () => useSharedCaseLook.setState({ undo: null });
