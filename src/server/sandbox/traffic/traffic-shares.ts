/**
 * How many of the traffic log's records each source holds, and each peer (`request-source.ts`),
 * so that making room takes from whoever holds the most (docs/sandbox.md, "Limits under a
 * flood"). One share a source, however many records it holds: the log's records refer to it.
 */
import type { RequestSource } from './request-source.ts';

/** How many records one peer holds. */
interface PeerShare {
  peer: string;
  count: number;
}

/** How many records one source holds, and its peer's share. */
export interface SourceShare {
  key: string;
  peer: PeerShare;
  count: number;
}

/** The shares of the records a log holds. */
export class TrafficShares {
  readonly #peers = new Map<string, PeerShare>();
  readonly #sources = new Map<string, SourceShare>();

  /** Counts one more record of `source`; answers its share, for the record to refer to. */
  take({ peer, key }: RequestSource): SourceShare {
    let share = this.#sources.get(key);
    if (!share) {
      let peerShare = this.#peers.get(peer);
      if (!peerShare) {
        peerShare = { peer, count: 0 };
        this.#peers.set(peer, peerShare);
      }
      share = { key, peer: peerShare, count: 0 };
      this.#sources.set(key, share);
    }
    share.count += 1;
    share.peer.count += 1;
    return share;
  }

  /** Counts one record of `share` fewer. */
  release(share: SourceShare): void {
    share.count -= 1;
    share.peer.count -= 1;
    if (share.count === 0) this.#sources.delete(share.key);
    if (share.peer.count === 0) this.#peers.delete(share.peer.peer);
  }

  clear(): void {
    this.#peers.clear();
    this.#sources.clear();
  }

  /**
   * The index of the record to drop, given the share of the record at each index (0 the oldest):
   * the peer holding the most records, then within it the source holding the most, and that
   * source's oldest record; a tie goes to whichever holds the older record. The peer comes first
   * as the one part of a source no sender chooses.
   */
  fairest(shareAt: (index: number) => SourceShare): number {
    if (this.#sources.size === 1) return 0;
    let most = 0;
    for (const share of this.#peers.values()) most = Math.max(most, share.count);
    let index = 0;
    while (shareAt(index).peer.count !== most) index++;
    const peer = shareAt(index).peer;
    let top = 0;
    for (const share of this.#sources.values()) {
      if (share.peer === peer) top = Math.max(top, share.count);
    }
    while (shareAt(index).peer !== peer || shareAt(index).count !== top) index++;
    return index;
  }
}
