import { AntdRoot } from '@/components/antd-root';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/**
 * The frame's antd parts, one chunk loaded right after the first paint: the menu with its
 * overflow, and the language and user dropdowns. Until they arrive, plain stand-ins are shown.
 */
export function AntdTopMenu({ onHover }: { onHover?: (path: string) => void }) {
  return (
    <AntdRoot>
      <TopMenu onHover={onHover} />
    </AntdRoot>
  );
}

export function AntdLanguageSwitcher() {
  return (
    <AntdRoot>
      <LanguageSwitcher />
    </AntdRoot>
  );
}

export function AntdUserMenu() {
  return (
    <AntdRoot>
      <UserMenu />
    </AntdRoot>
  );
}
