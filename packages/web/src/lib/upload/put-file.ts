import { ApiError, type ErrorBodyLike, NetworkError, TimeoutError } from '../errors/app-errors';

/** A limit on the whole upload (none by default: a large file on a slow line may take minutes). */
export type UploadOptions = { timeoutMs?: number };

/**
 * Sends a file to a signed URL with progress (fetch reports no upload progress, so this is the
 * app's one use of XMLHttpRequest). A signed link takes no bearer token; the gateway's own routes
 * get the session's (sendFileToGateway). A refusal becomes an ApiError with the server's body, no
 * answer a NetworkError, a time-out a TimeoutError, so each is classified and reported like any
 * other call's. Progress is a percentage, 0–100.
 */
function send(
  method: 'PUT' | 'POST',
  url: string,
  body: Blob | FormData,
  headers: Record<string, string>,
  onProgress?: (percent: number) => void,
  options: UploadOptions = {},
): Promise<unknown> {
  const request = { method, url };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
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
    xhr.ontimeout = () => reject(new TimeoutError(request, options.timeoutMs ?? 0));
    xhr.send(body);
  });
}

let accessToken: (() => Promise<string>) | undefined;

/** Set at start-up (app services): the gateway's own file routes take the session's token from here. */
export function setUploadAccessToken(get: () => Promise<string>): void {
  accessToken = get;
}

/**
 * Sends a file as the body to one of the gateway's own routes (a report's check or upload), not a
 * signed link: the session's bearer token is added here, as the API client adds it to its calls.
 */
export async function sendFileToGateway(
  method: 'PUT' | 'POST',
  url: string,
  file: Blob,
  {
    headers = {},
    onProgress,
    ...options
  }: UploadOptions & {
    headers?: Record<string, string>;
    onProgress?: (percent: number) => void;
  } = {},
): Promise<unknown> {
  if (!accessToken) throw new Error('A file is sent to the gateway before start-up configured uploads');
  const sent = {
    'content-type': file.type || 'application/octet-stream',
    ...headers,
    authorization: `Bearer ${await accessToken()}`,
  };
  return send(method, url, file, sent, onProgress, options);
}

/** PUTs the file as the body, with its content type and the link's headers. */
export function putFile(
  url: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  headers: Record<string, string> = {},
  options: UploadOptions = {},
): Promise<unknown> {
  const contentType = { 'content-type': file.type || 'application/octet-stream' };
  return send('PUT', url, file, { ...contentType, ...headers }, onProgress, options);
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
