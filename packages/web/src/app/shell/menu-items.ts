import type { Permission } from '@umbrella/contract';
import { checkGate } from '@/lib/authorization';
import { GATED_ROUTES } from '../route-paths';

/** The top menu (SHELL-28..46): label key, route and the one permission that shows it, in order. */
export type MenuItemDef = { key: string; labelKey: string; permission?: Permission; label?: string };

export const MENU_ITEMS: readonly MenuItemDef[] = [
  { key: '/tasks', labelKey: 'shell.menu.tasks', permission: 'task:current' },
  { key: '/profile', labelKey: 'shell.menu.myProfile', permission: 'read:lead' },
  { key: '/search', labelKey: 'shell.menu.delivery', permission: 'read:report' },
  { key: '/payment-sheet', labelKey: 'shell.menu.paymentSheets', permission: 'payslip:view' },
  { key: '/agents', labelKey: 'shell.menu.agents', permission: 'owner:users' },
  { key: '/cdr', labelKey: 'shell.menu.cdr', permission: 'read:cdr:report' },
  { key: '/delivery-reports', labelKey: 'shell.menu.deliveryReports', permission: 'payment.document.report:read' },
  { key: '/webmasters', labelKey: 'shell.menu.webmasters', permission: 'read:webmasters' },
  { key: '/agencies', labelKey: 'shell.menu.agencies', permission: 'read:webmasters' },
  { key: '/offers', labelKey: 'shell.menu.offers', permission: 'offer:edit' },
  { key: '/scripts', labelKey: 'shell.menu.scripts', permission: 'script:edit' },
  { key: '/sessions', labelKey: 'shell.menu.sessions', permission: 'sessions:read' },
  { key: '/sink', labelKey: 'shell.menu.sink', permission: 'sessions:read' },
  { key: '/tools', labelKey: 'shell.menu.tools', permission: 'force-change:delivery_provider' },
  // Everyone whom /documents lets in, not only sessions:read (A-03, decision 1765).
  { key: '/documents', labelKey: 'shell.menu.documents' },
  { key: '/payments', labelKey: 'shell.menu.payments', permission: 'payment.document.receipt:list' },
  { key: '/employees', labelKey: 'shell.menu.employees', permission: 'payment.document.receipt:list' },
  { key: '/guarantees', labelKey: 'shell.menu.guarantees', permission: 'webmaster.guarantee:create-set' },
  { key: '/audit', labelKey: 'audit.menu', permission: 'owner:users' },
  // Beyond the spec (decisions 1806, 1810): the calls to evaluate and the call-quality forms.
  { key: '/quality', labelKey: 'shell.menu.quality', permission: 'quality:evaluate' },
];

/** Where the extra item goes (SHELL-48, A-06): index 4 of the items the user sees. */
export const EXTRA_ITEM_INDEX = 4;

/**
 * Whether the item's screen exists and lets this user in (decision 1045): an item for a screen
 * that is not built yet (Tools) or that nobody may open (Sink) is not offered at all.
 */
function opens(item: MenuItemDef, permissions: readonly string[]): boolean {
  const route = GATED_ROUTES.find((r) => r.path === item.key);
  return route !== undefined && checkGate(route.gate, { permissions, productsIds: [0] }) === 'allowed';
}

/**
 * The items a user sees, in order (SHELL-46, SHELL-47): those whose permission the user holds
 * and whose screen they can open, with the optional extra item inserted.
 */
export function visibleMenuItems(permissions: readonly string[], extra?: MenuItemDef): MenuItemDef[] {
  const allowed = (item: MenuItemDef) => !item.permission || permissions.includes(item.permission);
  const items = MENU_ITEMS.filter((item) => allowed(item) && opens(item, permissions));
  if (extra && allowed(extra)) items.splice(Math.min(EXTRA_ITEM_INDEX, items.length), 0, extra);
  return items;
}

/** Pages reached from a menu item's screen without sharing its path: an order is opened from the order search. */
const SECTION_OF: readonly { path: string; key: string }[] = [{ path: '/order', key: '/search' }];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The highlighted entry (SHELL-49, A-05, decision 1776): the item whose route the path is in, or
 * whose screen the page is opened from (an order: the order search) when the user sees that
 * item; any other path highlights Tasks. Only the highlight falls back — the page does not move.
 */
export function selectedMenuKey(pathname: string, items: readonly MenuItemDef[]): string {
  const match = items.find((item) => within(pathname, item.key));
  if (match) return match.key;
  const section = SECTION_OF.find((s) => within(pathname, s.path) && items.some((item) => item.key === s.key));
  return section?.key ?? '/tasks';
}
