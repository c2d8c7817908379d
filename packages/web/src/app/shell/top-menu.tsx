import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { useExtraMenuItem } from './extra-menu-item';
import { selectedMenuKey, visibleMenuItems } from './menu-items';

/** The top menu: only permitted items, in the spec's order, overflow folded into "…" at 1280 px. */
export function TopMenu({ onHover }: { onHover?: (path: string) => void }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const extra = useExtraMenuItem();
  const { pathname } = useLocation();
  const items = visibleMenuItems(permissions, extra);
  return (
    <nav aria-label="main">
      <Menu
        mode="horizontal"
        selectedKeys={[selectedMenuKey(pathname, items)]}
        style={{ borderBottom: 'none', lineHeight: '36px' }}
        items={items.map((item) => ({
          key: item.key,
          label: (
            <Link to={item.key} data-menu-key={item.key} onMouseEnter={() => onHover?.(item.key)}>
              {item.label ?? t(item.labelKey)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
