import type { useAppProps } from 'antd/es/app/context';
import type { JointContent } from 'antd/es/message/interface';
import type { ArgsProps } from 'antd/es/notification/interface';

/**
 * The one way the app shows messages and notifications (decision 1021). antd's App component,
 * mounted once above every route (components/feedback-host.tsx), lends its App.useApp() API,
 * bound to the theme and the language; anyone calls `feedback.message.success(…)` or
 * `feedback.notification.error({…})`. Notices outlive the screen that raised them (an order
 * created on /tasks is announced on /order/{id}), and antd stays out of the first JavaScript:
 * what is raised before the host has loaded waits here and is shown once it is there.
 */
type HostApi = Pick<useAppProps, 'message' | 'notification'>;
type Show = (api: HostApi) => void;
type Level = 'success' | 'error' | 'warning' | 'info';

let host: HostApi | null = null;
let waiting: { notice: Show; key?: string }[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function show(notice: Show, key?: string): void {
  if (host) {
    notice(host);
    return;
  }
  waiting.push({ notice, key });
  wanted = true;
  for (const listener of listeners) listener();
}

const message = (level: Level) => (content: JointContent, seconds?: number) =>
  show((api) => void api.message[level](content, seconds));
const notification = (level: Level) => (args: ArgsProps) =>
  show((api) => api.notification[level](args), args.key === undefined ? undefined : String(args.key));

/** Closes the notification raised with this key, or drops it if it still waits for the host. */
function closeNotification(key: string): void {
  waiting = waiting.filter((entry) => entry.key !== key);
  host?.notification.destroy(key);
}

export const feedback = {
  message: { success: message('success'), error: message('error'), warning: message('warning'), info: message('info') },
  notification: {
    success: notification('success'),
    error: notification('error'),
    warning: notification('warning'),
    info: notification('info'),
    close: closeNotification,
  },
};

/** The host lends its API; what waited is shown now. Returns the way to take it back. */
export function registerFeedbackHost(api: HostApi): () => void {
  host = api;
  const shown = waiting;
  waiting = [];
  for (const { notice } of shown) notice(api);
  return () => {
    if (host === api) host = null;
  };
}

/** True once a notice had to wait for the host: the host is then loaded at once, and stays. */
export function isFeedbackHostWanted(): boolean {
  return wanted;
}

export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: nothing left waiting from a previous screen. */
export function resetFeedback(): void {
  host = null;
  waiting = [];
  wanted = false;
}
