import type { components, paths } from './schema';

/**
 * The web app's one source of API types: the back-office's OpenAPI document, generated into
 * schema.d.ts (`npm run gen:api -w @umbrella/web`). Named schemas by name, anything else by the
 * route that answers it; never a hand-written or cast DTO.
 */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The JSON a route answers with on success. */
export type ApiResponse<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : paths[P][M] extends { responses: { 201: { content: { 'application/json': infer R } } } }
    ? R
    : never;

/** The JSON body a route takes. */
export type ApiBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
