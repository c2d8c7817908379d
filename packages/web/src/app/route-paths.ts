import type { Permission } from '@umbrella/contract';
import type { Gate } from '@/lib/authorization';

/**
 * The route table of the three specification documents (spec 1 §2, spec 2 §2, spec 3 §2): the
 * path, who may open it and the lazily loaded module (src/app/routes/<module>.tsx) that renders
 * it. Plain data — the build reads it too, to preload the current route's chunk (build/route-preload.ts).
 */
export type RouteModuleName = 'welcome' | 'sessions' | 'tasks' | 'order' | 'coming-soon';

export type RoutePath = { path: string; module: RouteModuleName; gate: Gate; titleKey?: string };

const signedIn: Gate = { type: 'signedIn' };

export const GATED_ROUTES: readonly RoutePath[] = [
  { path: '/welcome', module: 'welcome', gate: signedIn },
  {
    path: '/tasks',
    module: 'tasks',
    gate: { type: 'allOf', permissions: ['task:current'], needsProducts: true },
    titleKey: 'shell.routes.tasks',
  },
  ...['/profile', '/profile/:accountId'].map(
    (path): RoutePath => ({
      path,
      module: 'coming-soon',
      gate: { type: 'anyOf', permissions: ['read:lead', 'owner:users'] },
      titleKey: 'shell.routes.profile',
    }),
  ),
  { path: '/order/:orderId', module: 'order', gate: allOf('read:report'), titleKey: 'shell.routes.order' },
  { path: '/search', module: 'coming-soon', gate: allOf('read:report'), titleKey: 'shell.routes.search' },
  {
    path: '/delivery-report',
    module: 'coming-soon',
    gate: allOf('upload:delivery'),
    titleKey: 'shell.routes.deliveryReport',
  },
  {
    path: '/delivery-reports',
    module: 'coming-soon',
    gate: allOf('payment.document.report:read'),
    titleKey: 'shell.routes.deliveryReports',
  },
  { path: '/agents', module: 'coming-soon', gate: allOf('owner:users'), titleKey: 'shell.routes.agents' },
  {
    path: '/employees',
    module: 'coming-soon',
    gate: allOf('payment.document.receipt:list'),
    titleKey: 'shell.routes.employees',
  },
  {
    path: '/payments',
    module: 'coming-soon',
    gate: allOf('payment.document.receipt:list'),
    titleKey: 'shell.routes.payments',
  },
  { path: '/cdr', module: 'coming-soon', gate: allOf('read:cdr:report'), titleKey: 'shell.routes.cdr' },
  { path: '/lead/:leadId', module: 'coming-soon', gate: allOf('lead:details:read'), titleKey: 'shell.routes.lead' },
  { path: '/sessions', module: 'sessions', gate: allOf('sessions:read') },
  { path: '/offers', module: 'coming-soon', gate: allOf('offer:edit'), titleKey: 'shell.routes.offers' },
  { path: '/scripts', module: 'coming-soon', gate: allOf('script:edit'), titleKey: 'shell.routes.scripts' },
  {
    path: '/scripts/create/:productId',
    module: 'coming-soon',
    gate: allOf('script:edit'),
    titleKey: 'shell.routes.scriptCreate',
  },
  { path: '/scripts/:id', module: 'coming-soon', gate: allOf('script:edit'), titleKey: 'shell.routes.scriptEdit' },
  { path: '/webmasters', module: 'coming-soon', gate: allOf('read:webmasters'), titleKey: 'shell.routes.webmasters' },
  { path: '/agencies', module: 'coming-soon', gate: allOf('read:webmasters'), titleKey: 'shell.routes.agencies' },
  {
    path: '/payment-sheet',
    module: 'coming-soon',
    gate: allOf('payslip:view'),
    titleKey: 'shell.routes.paymentSheets',
  },
  {
    path: '/payment-sheet/:sheetId',
    module: 'coming-soon',
    gate: allOf('payslip:view'),
    titleKey: 'shell.routes.paymentSheet',
  },
  {
    path: '/guarantees',
    module: 'coming-soon',
    gate: allOf('webmaster.guarantee:create-set'),
    titleKey: 'shell.routes.guarantees',
  },
  { path: '/documents', module: 'coming-soon', gate: signedIn, titleKey: 'shell.routes.documents' },
  { path: '/sink', module: 'coming-soon', gate: { type: 'never' } },
];

function allOf(...permissions: Permission[]): Gate {
  return { type: 'allOf', permissions };
}

/** Paths the shell answers without a module of their own: redirects and the not-found page. */
export const SCRIPT_CREATE_WITHOUT_PRODUCT = '/scripts/create';
export const LEADS_ALIAS = '/leads';
