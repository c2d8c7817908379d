/** What app/ composes from the documents feature (features never import each other). */
export { CreateDocumentButton } from './components/create-document-button';
export { DocumentsPage } from './components/documents-page';
