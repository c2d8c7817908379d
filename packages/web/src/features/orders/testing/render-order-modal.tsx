import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type Mock, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AntdRoot } from '@/components/antd-root';
import { FeedbackHost } from '@/components/feedback-host';
import type { DemoAccountName } from '@/testing/accounts';
import { createTestServices } from '@/testing/render-app';
import { server } from '@/testing/server';
import { OrderModal } from '../components/order-modal';
import type { OrderModalProps } from '../types';
import { PERU_LEAD } from './order-fixtures';
import { createOrdersMock, type OrdersMockState, ordersHandlers } from './orders-mock';

/** The order modal alone, inside the app's providers and beside the feedback host, against the mocked order-capture back-office. */
export async function renderOrderModal(
  options: {
    props?: Partial<OrderModalProps>;
    state?: Partial<OrdersMockState>;
    as?: DemoAccountName;
    features?: string[];
  } = {},
) {
  const state = createOrdersMock(options.state);
  server.use(...ordersHandlers(state));
  const { services } = await createTestServices({ as: options.as ?? 'agent', language: 'en' });
  const onCreated: Mock<OrderModalProps['onCreated']> = vi.fn();
  const onUpdated: Mock<NonNullable<OrderModalProps['onUpdated']>> = vi.fn();
  const onClose: Mock<OrderModalProps['onClose']> = vi.fn();
  const props: OrderModalProps = {
    open: true,
    mode: 'create',
    lead: PERU_LEAD,
    task: { id: 601, type: 'LEAD' },
    onClose,
    onCreated,
    onUpdated,
    ...options.props,
  };
  const user = userEvent.setup();
  const view = render(
    <AppProvider services={services}>
      <AntdRoot>
        <MemoryRouter>
          <OrderModal {...props} />
        </MemoryRouter>
        <FeedbackHost />
      </AntdRoot>
    </AppProvider>,
  );
  return { ...view, state, user, onCreated, onUpdated, onClose, services };
}
