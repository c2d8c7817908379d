import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedbackHost } from '@/lib/feedback/feedback';
import { AntdRoot } from './antd-root';

function Register() {
  const { message, notification } = App.useApp();
  useEffect(() => registerFeedbackHost({ message, notification }), [message, notification]);
  return null;
}

/** antd's App, themed and localised, lending its message and notification API to lib/feedback. */
export function FeedbackHost() {
  return (
    <AntdRoot>
      <App component={false}>
        <Register />
      </App>
    </AntdRoot>
  );
}
