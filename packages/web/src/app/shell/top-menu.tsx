import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from './use-menu';

/** The top menu: only permitted items, in the spec's order, overflow folded into "…" at 1280 px. */
export function TopMenu({ onHover }: { onHover?: (path: string) => void }) {
  const { t } = useTranslation();
  const { items, selected } = useMenu();
  return (
    <nav aria-label="main">
      <Menu
        mode="horizontal"
        selectedKeys={[selected]}
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
