import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SnippetLanguageId } from '../../core/snippets/languages.ts';

interface ReplyLanguageState {
  /** The reply code language the user chose last: kept across visits, as it is no secret. */
  lastChoice: SnippetLanguageId;
  choose: (language: SnippetLanguageId) => void;
}

/**
 * The user's last Reply code language (docs/architecture.md, stable contracts): the reply is
 * preselected from the sender's stack, and from this choice when the case names none. Kept in
 * localStorage apart from the case draft (sessionStorage), as it outlives the tab.
 */
export const useReplyLanguageStore = create<ReplyLanguageState>()(
  persist((set) => ({ lastChoice: 'python', choose: (lastChoice) => set({ lastChoice }) }), {
    name: 'signing-console.reply-language',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ lastChoice: s.lastChoice }),
  }),
);
