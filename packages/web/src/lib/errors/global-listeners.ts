import { raiseError } from './error-store';

/** Uncaught errors and rejections reach the dialog as "unknown" (ERR-11); classify hides ResizeObserver noise. */
export function installGlobalErrorListeners(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    raiseError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    raiseError(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
