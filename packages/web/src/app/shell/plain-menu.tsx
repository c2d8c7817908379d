import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { frameStyles } from '@/components/frame-styles';
import { palette } from '@/components/theme';
import { useMenu } from './use-menu';

const styles = {
  link: { padding: '0 16px', lineHeight: '36px', color: palette.text, whiteSpace: 'nowrap', textDecoration: 'none' },
  selected: { color: palette.primary, boxShadow: `inset 0 -2px 0 ${palette.primary}` },
} as const;

/** The same menu in plain links, drawn at once while antd's Menu (with its "…" overflow) loads. */
export function PlainMenu() {
  const { t } = useTranslation();
  const { items, selected } = useMenu();
  return (
    <nav aria-label="main" style={frameStyles.menu}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.key}
          data-menu-key={item.key}
          style={item.key === selected ? { ...styles.link, ...styles.selected } : styles.link}
        >
          {item.label ?? t(item.labelKey)}
        </Link>
      ))}
    </nav>
  );
}
