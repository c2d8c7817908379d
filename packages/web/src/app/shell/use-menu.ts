import { useLocation } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { useExtraMenuItem } from './extra-menu-item';
import { type MenuItemDef, selectedMenuKey, visibleMenuItems } from './menu-items';

/** The items this user sees (SHELL-46..48) and the highlighted one (SHELL-49). */
export function useMenu(): { items: MenuItemDef[]; selected: string } {
  const permissions = usePermissions();
  const extra = useExtraMenuItem();
  const { pathname } = useLocation();
  const items = visibleMenuItems(permissions, extra);
  return { items, selected: selectedMenuKey(pathname, items) };
}
