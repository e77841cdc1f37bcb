import { ApiError } from './errors';

/** Three 5 MB images on a slow phone connection take a while; progress shows it is moving. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * fetch cannot report upload progress, so a call that wants it goes through XMLHttpRequest;
 * the answer is handed back as a `Response` and read like any other.
 */
export function xhrRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    };
    xhr.ontimeout = () => reject(new ApiError('timeout', 'page_slow'));
    xhr.onerror = () => reject(new ApiError('network', 'network_error'));
    xhr.send(init.body ?? null);
  });
}
