/** What app/ composes from the scripts feature (features never import each other). */
export { ScriptConfirmationPage } from './components/script-confirmation-page';
export { ScriptEditorPage } from './components/script-editor-page';
export { ScriptsListPage } from './components/scripts-list-page';
