import { useLocation } from 'react-router';
import { ScriptConfirmationPage, ScriptEditorPage, ScriptsListPage } from '@/features/scripts';

/** /scripts (list), /scripts/{id} and /scripts/create/{productId} (editor), /scripts-to-confirm (agents). */
export default function ScriptsRoute() {
  const { pathname } = useLocation();
  if (pathname === '/scripts-to-confirm') return <ScriptConfirmationPage />;
  return pathname === '/scripts' ? <ScriptsListPage /> : <ScriptEditorPage />;
}
