import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen another issue builds: the frame and the gate are real, the content is announced. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={title} subTitle={t('shell.comingSoon.text')} />;
}
