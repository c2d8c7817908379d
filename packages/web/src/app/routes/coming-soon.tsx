import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import type { RouteHandle } from '../route-handle';

/** Every screen a later issue builds renders this inside the real shell, behind its real gate. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <ComingSoon title={handle?.titleKey ? t(handle.titleKey) : ''} />;
}
