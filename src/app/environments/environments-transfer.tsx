import { useRef, useState } from 'react';
import { downloadText } from '../../ui/browser/download.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { useBaseUrl } from '../../services/environments/use-query-route.ts';
import { redactTypedIn, typedRedactionNote } from '../../services/environments/typed-secrets.ts';

/**
 * Export the environments (merchant ID, base URLs) as a JSON file, or import one. No secrets: a
 * typed secret in a base URL or the merchant ID is redacted from the file, and the page says so.
 */
export function EnvironmentsTransfer() {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // What each environment resolves to now: the user's own URL, else the server's, else the default.
  const baseUrls = { test: useBaseUrl('test'), production: useBaseUrl('production') };

  // The file format brings zod: loaded on first use, not before the first paint.
  const format = () => import('../../core/console-api/environments-file.ts');

  const exportFile = async () => {
    const { exportEnvironments } = await format();
    const { merchantId } = useSettingsStore.getState();
    const { value, envs } = redactTypedIn({ merchantId, baseUrls });
    downloadText(
      'signing-console-environments.json',
      exportEnvironments(value),
      'application/json',
    );
    const note = typedRedactionNote(envs, 'the settings', 'the environments file');
    setMessage(note ? { ok: true, text: note } : null);
  };

  const importFile = async (file: File) => {
    const { importEnvironments } = await format();
    const result = importEnvironments(await file.text());
    if (!result.ok) {
      setMessage({ ok: false, text: `${file.name}: ${result.error}` });
      return;
    }
    const { setMerchantId, setBaseUrl } = useSettingsStore.getState();
    setMerchantId(result.settings.merchantId);
    setBaseUrl('test', result.settings.baseUrls.test);
    setBaseUrl('production', result.settings.baseUrls.production);
    setMessage({ ok: true, text: `Imported ${file.name}. Secrets are never in the file.` });
  };

  return (
    <section className="environments-transfer" aria-label="Environments file">
      <div className="input-row">
        <button type="button" onClick={() => void exportFile()}>
          Export environments
        </button>
        <button type="button" onClick={() => input.current?.click()}>
          Import environments…
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Environments file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void importFile(file);
            event.target.value = '';
          }}
        />
      </div>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'hint' : 'error'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
