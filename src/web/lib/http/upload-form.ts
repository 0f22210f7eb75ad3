import {
  failWith,
  HttpError,
  requestHeaders,
  type HttpErrorBody,
  type RequestOptions,
} from './http';

/**
 * Sends a multipart form with XMLHttpRequest, whose upload progress fetch cannot report, with
 * the same headers as every other request. Resolves with the JSON answer; an HTTP failure goes
 * through the error catalogue like any other (see `options.handled`), a lost connection rejects
 * with a plain Error.
 */
export function uploadForm(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: RequestOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(requestHeaders('application/json'))) {
      request.setRequestHeader(name, value);
    }
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    options.signal?.addEventListener('abort', () => request.abort());
    request.addEventListener('load', () => {
      const type = request.getResponseHeader('content-type') ?? '';
      let data: unknown;
      try {
        data = type.includes('application/json') ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(data);
        return;
      }
      try {
        failWith(
          new HttpError(
            request.status,
            data as HttpErrorBody | undefined,
            request.statusText,
            type.includes('text/html'),
          ),
          options,
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.addEventListener('error', () => reject(new Error('network')));
    request.addEventListener('abort', () => reject(new Error('aborted')));
    request.send(form);
  });
}
