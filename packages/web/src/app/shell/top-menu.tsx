import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMenu } from './use-menu';

/** The top menu: only permitted items, in the spec's order, overflow folded into "…" at 1280 px. */
export function TopMenu({ onHover }: { onHover?: (path: string) => void }) {
  const { t } = useTranslation();
  const { items, selected } = useMenu();
  const navigate = useNavigate();
  return (
    <nav aria-label="main">
      <Menu
        mode="horizontal"
        selectedKeys={[selected]}
        style={{ borderBottom: 'none', lineHeight: '36px' }}
        // The menu is one tab stop with arrow keys between items (antd's menubar); Enter opens the
        // item. The links are not tab stops of their own, so the items the overflow hides
        // (aria-hidden) hold nothing a keyboard can land on (axe aria-hidden-focus).
        onClick={({ key, domEvent }) => {
          if (domEvent.type === 'keydown') void navigate(key);
        }}
        items={items.map((item) => ({
          key: item.key,
          label: (
            <Link to={item.key} tabIndex={-1} data-menu-key={item.key} onMouseEnter={() => onHover?.(item.key)}>
              {item.label ?? t(item.labelKey)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
