import { ApiError, type ErrorBodyLike, NetworkError } from '../errors/app-errors';

/**
 * PUTs a file to a signed URL with progress (fetch reports no upload progress, so this is the one
 * XMLHttpRequest of the app). The link is signed: no bearer token. A refusal becomes an ApiError
 * with the server's body, so it is classified and reported like any other call's.
 */
export function putFile(
  url: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const request = { method: 'PUT', url };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body);
      } else {
        const error = (body && typeof body === 'object' ? body : { message: xhr.statusText }) as ErrorBodyLike;
        reject(new ApiError(xhr.status, request, error, xhr.getResponseHeader('x-request-id') ?? undefined));
      }
    };
    xhr.onerror = () => reject(new NetworkError(request));
    xhr.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
