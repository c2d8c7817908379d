/**
 * The namespaced claim carried by access and id tokens (AUTH-13). Kept apart from the schemas so
 * the web bundle can read it without pulling typebox in.
 */
export const UMBRELLA_CLAIM = 'https://umbrella.app/claims';
