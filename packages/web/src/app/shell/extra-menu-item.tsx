import { createContext, type ReactNode, useContext } from 'react';
import type { MenuItemDef } from './menu-items';

/** The slot for the one extra menu item (SHELL-48); a later feature provides it at the app root. */
const ExtraMenuItemContext = createContext<MenuItemDef | undefined>(undefined);

export function ExtraMenuItemProvider({ item, children }: { item?: MenuItemDef; children: ReactNode }) {
  return <ExtraMenuItemContext.Provider value={item}>{children}</ExtraMenuItemContext.Provider>;
}

export function useExtraMenuItem(): MenuItemDef | undefined {
  return useContext(ExtraMenuItemContext);
}
