/** Documents: investigations, quality checks and delivery complaints about orders (/module/documents). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { documentRoutes } from './routes.js';

export { createDocumentService } from './service.js';

export const documentsModule: BackofficeModule = {
  name: 'documents',
  prefixes: ['/module/documents'],
  routes: documentRoutes,
};
