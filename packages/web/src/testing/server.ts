import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The mocked network of screen tests; each test adds or overrides handlers with server.use. */
export const server = setupServer(...defaultHandlers());
