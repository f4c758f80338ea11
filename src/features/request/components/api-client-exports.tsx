import { useMemo } from 'react';
import { useBaseUrl } from '../../../services/environments/use-query-route.ts';
import { isEmbeddedSandbox } from '../../../core/console-api/embedded-sandbox.ts';
import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { brunoCollection } from '../../../core/snippets/clients/bruno-collection.ts';
import {
  exportProblem,
  type ClientExportInput,
} from '../../../core/snippets/clients/client-export.ts';
import { httpFile } from '../../../core/snippets/clients/http-file.ts';
import {
  postmanCollection,
  postmanProblem,
} from '../../../core/snippets/clients/postman-collection.ts';
import { downloadBlob, downloadText } from '../../../ui/browser/download.ts';
import { zipFiles } from '../zip-files.ts';
import { trimEndRun } from '../../../core/text/trim-runs.ts';

const BRUNO_FOLDER = 'signed-query';

/** The embedded sandbox's openapi.json when it is the test environment, else null. */
function useOpenApiUrl(): string | null {
  const testBaseUrl = useBaseUrl('test');
  const origin = window.location.origin;
  if (!isEmbeddedSandbox(testBaseUrl, origin)) return null;
  return `${trimEndRun(new URL(testBaseUrl, `${origin}/`).href, '/')}/openapi.json`;
}

/**
 * Downloads of the request for the API clients people use: a Postman collection, a Bruno
 * collection (zip) and a .http file for httpyac. Each signs every request and verifies every
 * response with its own scripts, taking the secret from `api_secret`: none of them holds it. An
 * export the guard refuses (a base URL holding a template, a merchant ID with a control
 * character) is not offered: its reason is shown instead of its button.
 */
export function ApiClientExports({
  queryUrl,
  merchantId,
  body,
}: {
  queryUrl: string;
  merchantId: string;
  body: string;
}) {
  const input = useMemo<ClientExportInput>(
    () => ({
      baseUrl: queryUrl.endsWith(QUERY_PATH) ? queryUrl.slice(0, -QUERY_PATH.length) : queryUrl,
      merchantId,
      body,
    }),
    [queryUrl, merchantId, body],
  );
  const openApiUrl = useOpenApiUrl();
  const refused = exportProblem(input);
  const postmanRefused = refused ?? postmanProblem(input);
  if (refused) {
    return (
      <div className="snippet-program api-clients" data-testid="request.api-clients">
        <div className="panel-header">
          <h4>API clients</h4>
        </div>
        <p className="error" data-testid="request.exports-refused">
          No export is written: {refused}
        </p>
      </div>
    );
  }
  return (
    <div className="snippet-program api-clients" data-testid="request.api-clients">
      <div className="panel-header">
        <h4>API clients</h4>
        {postmanRefused ? null : (
          <button
            type="button"
            onClick={() =>
              downloadText(
                'signed-query.postman_collection.json',
                postmanCollection(input),
                'application/json',
              )
            }
          >
            Download Postman collection
          </button>
        )}
        <button
          type="button"
          onClick={() =>
            downloadBlob(
              `${BRUNO_FOLDER}.zip`,
              new Blob([zipFiles(BRUNO_FOLDER, brunoCollection(input))], {
                type: 'application/zip',
              }),
            )
          }
        >
          Download Bruno collection
        </button>
        <button type="button" onClick={() => downloadText('query.http', httpFile(input))}>
          Download .http file
        </button>
      </div>
      {postmanRefused ? (
        <p className="error" data-testid="request.postman-refused">
          {postmanRefused}
        </p>
      ) : null}
      <p className="hint">
        Each signs every request and verifies every response in its own scripts. Set{' '}
        <code>api_secret</code> (and <code>base_url</code> to point elsewhere) in the client:{' '}
        <code className="mono">newman run FILE --env-var api_secret=…</code>,{' '}
        <code className="mono">bru run -r --env sandbox --env-var api_secret=…</code>,{' '}
        <code className="mono">httpyac send query.http --all --var api_secret=…</code>.
        {openApiUrl ? (
          <>
            {' '}
            The sandbox describes its interface in{' '}
            <a href={openApiUrl} target="_blank" rel="noreferrer">
              openapi.json
            </a>{' '}
            (OpenAPI 3.1).
          </>
        ) : null}
      </p>
    </div>
  );
}
