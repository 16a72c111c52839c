// A multipart upload that reports its progress. fetch cannot: ky's onUploadProgress streams the request body, which
// Chrome allows over HTTP/2 only and Firefox and Safari not at all (ky throws there), so the one way every phone
// browser tells how much of a body has gone is XMLHttpRequest's upload events. Answers a Response, as fetch would,
// so the transport reads the envelope the same way.

export interface ProgressRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress(fraction: number): void;
}

const failure = (name: string, message: string) => new DOMException(message, name);

export function sendWithProgress({
  url,
  headers,
  body,
  timeoutMs,
  signal,
  onProgress,
}: ProgressRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    request.onload = () =>
      settle(() => {
        onProgress(1);
        resolve(
          new Response(request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
          }),
        );
      });
    request.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    request.ontimeout = () => settle(() => reject(failure('TimeoutError', 'The upload timed out')));
    request.onabort = () => settle(() => reject(failure('AbortError', 'The upload was aborted')));
    if (signal?.aborted) request.abort();
    else request.send(body);
  });
}
