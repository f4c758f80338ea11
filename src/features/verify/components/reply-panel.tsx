import { useState } from 'react';
import { SNIPPET_LANGUAGES, type SnippetLanguageId } from '../../../core/snippets/languages.ts';
import { downloadText } from '../../../ui/browser/download.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import { Field } from '../../../ui/components/field.tsx';
import {
  redactTyped,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';
import { useReplyLanguageStore } from '../reply-language-store.ts';
import '../reply.css';

/**
 * The reply to the merchant, opened by **Reply to merchant** (docs/architecture.md, stable
 * contracts): the text as it will be sent, **Copy reply**, **Download reply** (`.md`) and the
 * **Reply code language**. `write` builds the text for a language; `preselected` is the language
 * the sender's stack names, else the user's last choice. A typed secret the case holds is
 * redacted from the text shown, copied and downloaded, and a note says so.
 */
export function ReplyPanel({
  write,
  preselected,
  fileName,
  withLanguage = true,
}: {
  write: (language: SnippetLanguageId) => string;
  preselected: SnippetLanguageId;
  fileName: string;
  withLanguage?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<SnippetLanguageId | null>(null);
  const choose = useReplyLanguageStore((s) => s.choose);
  const language = picked ?? preselected;
  const typed = useTypedSecrets();
  const { value: text, envs } = open
    ? redactTyped(write(language), typed)
    : { value: '', envs: [] };
  const note = typedRedactionNote(envs, 'the case', 'the reply');

  return (
    <section className="panel reply" aria-label="Reply to the merchant">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Reply to merchant
      </button>
      {open ? (
        <div data-testid="verify.reply" className="reply-body">
          <div className="reply-actions">
            {withLanguage ? (
              <Field label="Reply code language" id="reply-code-language">
                <select
                  id="reply-code-language"
                  value={language}
                  onChange={(event) => {
                    const next = event.target.value as SnippetLanguageId;
                    setPicked(next);
                    choose(next);
                  }}
                >
                  {SNIPPET_LANGUAGES.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.label}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            <CopyButton text={text} label="Copy reply" />
            <button type="button" onClick={() => downloadText(fileName, text, 'text/markdown')}>
              Download reply
            </button>
          </div>
          <p className="hint">
            Markdown that reads as plain text. It holds no secret, a share link only on the public
            console address, and its test vector uses a published demo secret.
          </p>
          {note ? (
            <p className="hint" role="status" data-testid="verify.reply-redaction-note">
              {note}
            </p>
          ) : null}
          <pre
            className="reply-text mono"
            data-testid="verify.reply-text"
            // Scrolls when long: focusable, so a keyboard reaches all of it.
            tabIndex={0}
            aria-label="Reply text"
          >
            {text}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
