import { DocumentsPage } from '@/features/documents';

/** /documents: the documents lists and the edit modal (DOC-01..10, DOC-19..23). */
export default DocumentsPage;
