import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext } from 'react';

type Feedback = { notify: NotificationInstance; message: MessageInstance };

const FeedbackContext = createContext<Feedback | null>(null);

/** antd's notification and message hooks for the tasks page (STYLE: useX over the static API). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notify, notificationHolder] = notification.useNotification();
  const [messages, messageHolder] = message.useMessage();
  return (
    <FeedbackContext.Provider value={{ notify, message: messages }}>
      {notificationHolder}
      {messageHolder}
      {children}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}

/** Notification durations of spec 1 §9: 2 s success, 3 s claim warning. */
export const SUCCESS_SECONDS = 2;
export const CLAIM_WARNING_SECONDS = 3;
