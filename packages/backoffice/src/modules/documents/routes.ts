/**
 * Documents under /module/documents, the paths of the specification (DOC-28..30): the documents,
 * their comments and their attachments. Open to any signed-in user (DOC-01); the regions of the
 * caller's token scope everything.
 */
import type { FastifyPluginAsync } from 'fastify';
import { configuredFileStore } from '../../platform/file-store/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { DOCUMENT_FILES } from './api.js';
import { attachmentRoutes } from './attachment-routes.js';
import { createAttachmentService } from './attachments.js';
import { documentCommentRoutes } from './comment-routes.js';
import { documentRecordRoutes } from './document-routes.js';
import { createDocumentService } from './service.js';

export const documentRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = typedRoutes(instance);
  const documents = createDocumentService({ db: deps.db });
  const { store, secret } = configuredFileStore(deps.config, DOCUMENT_FILES);
  documentRecordRoutes(app, documents);
  documentCommentRoutes(app, documents);
  attachmentRoutes(app, createAttachmentService({ db: deps.db, files: store }), secret);
};
