import type { FastifyInstance } from 'fastify';

/** An upload link as the back-office hands it out: the signed URL and the headers the PUT must carry. */
export type UploadLink = { url: string; headers: Record<string, string> };

/** PUTs `data` to a signed upload link through the test app, as the browser would (no session). */
export function putToUploadLink(app: FastifyInstance, link: UploadLink, data: Buffer, contentType: string) {
  const path = new URL(link.url);
  return app.inject({
    method: 'PUT',
    url: `${path.pathname}${path.search}`,
    headers: { ...link.headers, 'content-type': contentType },
    payload: data,
  });
}
