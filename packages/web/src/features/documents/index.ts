/** What app/ composes from the documents feature (features never import each other). */
export { DocumentsPage } from './components/documents-page';
