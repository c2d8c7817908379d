import { PhoneOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone';

/** An incoming call asks to accept or decline (PHONE-28). */
export function IncomingCallModal() {
  const { t } = useTranslation();
  const phone = usePhone();
  const call = phone.state.call;
  const open = call?.state === 'incoming';
  return (
    <Modal
      open={open}
      title={t('softphone.incoming.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="decline" danger onClick={() => phone.run({ name: 'decline' })}>
          {t('softphone.actions.decline')}
        </Button>,
        <Button key="accept" type="primary" icon={<PhoneOutlined />} onClick={() => phone.run({ name: 'answer' })}>
          {t('softphone.actions.accept')}
        </Button>,
      ]}
    >
      <Typography.Text>
        {t('softphone.incoming.from', { caller: call?.remote || t('softphone.incoming.unknown') })}
      </Typography.Text>
    </Modal>
  );
}
