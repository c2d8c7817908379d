import { ApiError, type ErrorBodyLike, NetworkError } from '../errors/app-errors';

/**
 * Sends a file to a signed URL with progress (fetch reports no upload progress, so this is the
 * app's one use of XMLHttpRequest). The link is signed: no bearer token. A refusal becomes an
 * ApiError with the server's body, so it is classified and reported like any other call's.
 */
function send(
  method: 'PUT' | 'POST',
  url: string,
  body: Blob | FormData,
  headers: Record<string, string>,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  const request = { method, url };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(answer);
      } else {
        const error = (answer && typeof answer === 'object' ? answer : { message: xhr.statusText }) as ErrorBodyLike;
        reject(new ApiError(xhr.status, request, error, xhr.getResponseHeader('x-request-id') ?? undefined));
      }
    };
    xhr.onerror = () => reject(new NetworkError(request));
    xhr.send(body);
  });
}

/** PUTs the file as the body, with its content type and the link's headers. */
export function putFile(
  url: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<unknown> {
  return send('PUT', url, file, { 'content-type': file.type || 'application/octet-stream', ...headers }, onProgress);
}

/**
 * POSTs a multipart form of the link's signed fields and then the file as `file` (an S3 POST
 * policy upload, straight to the bucket: decision 1161); the browser writes the content type.
 */
export function postFileForm(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return send('POST', url, form, {}, onProgress);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
