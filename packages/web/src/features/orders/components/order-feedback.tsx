import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

export type OrderFeedback = { notify: NotificationInstance; message: MessageInstance };

/**
 * Where the order flow's notices live. After Approve the page may change (/order/{id}), which
 * would take a notice rendered by the modal with it; the header's host outlives the route, so
 * "Lead Approved" and "Order created …" stay on screen. Without a host the modal's own is used.
 */
let host: OrderFeedback | null = null;
const listeners = new Set<() => void>();
const setHost = (next: OrderFeedback | null) => {
  host = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function OrderFeedbackHost() {
  const [notify, notificationHolder] = notification.useNotification();
  const [messages, messageHolder] = message.useMessage();
  useEffect(() => {
    setHost({ notify, message: messages });
    return () => setHost(null);
  }, [notify, messages]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}

/** The host's notices when the header has one, else this component's (render `holder`). */
export function useOrderFeedback(): { feedback: OrderFeedback; holder: ReactNode } {
  const [notify, notificationHolder] = notification.useNotification();
  const [messages, messageHolder] = message.useMessage();
  const shared = useSyncExternalStore(subscribe, () => host);
  return {
    feedback: shared ?? { notify, message: messages },
    holder: (
      <>
        {notificationHolder}
        {messageHolder}
      </>
    ),
  };
}
