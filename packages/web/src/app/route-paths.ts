import type { Permission } from '@umbrella/contract';
import type { Gate } from '@/lib/authorization';

/**
 * The route table of the three specification documents (spec 1 §2, spec 2 §2, spec 3 §2): the
 * path, who may open it and the lazily loaded module (src/app/routes/<module>.tsx) that renders
 * it. Plain data — the build reads it too, to preload the current route's chunk (build/route-preload.ts).
 */
export type RouteModuleName =
  | 'welcome'
  | 'sessions'
  | 'tasks'
  | 'order'
  | 'lead'
  | 'search'
  | 'payments'
  | 'scripts'
  | 'agents'
  | 'reports'
  | 'documents'
  | 'cdr'
  | 'coming-soon'
  | 'offers'
  | 'agencies'
  | 'profile'
  | 'payslips'
  | 'employees'
  | 'webmasters'
  | 'guarantees'
  | 'audit'
  | 'quality';

/**
 * titleKey names the screen; with a descriptionKey the shell also draws the page header (title and
 * one line on what the screen is for) itself, from the first JavaScript, before the page's chunk.
 */
export type RoutePath = {
  path: string;
  module: RouteModuleName;
  gate: Gate;
  titleKey?: string;
  descriptionKey?: string;
};

const signedIn: Gate = { type: 'signedIn' };

export const GATED_ROUTES: readonly RoutePath[] = [
  {
    path: '/welcome',
    module: 'welcome',
    gate: signedIn,
    titleKey: 'welcome.screen.title',
    descriptionKey: 'welcome.screen.hint',
  },
  {
    path: '/tasks',
    module: 'tasks',
    gate: { type: 'allOf', permissions: ['task:current'], needsProducts: true },
    titleKey: 'shell.routes.tasks',
    descriptionKey: 'shell.descriptions.tasks',
  },
  ...['/profile', '/profile/:accountId'].map(
    (path): RoutePath => ({
      path,
      module: 'profile',
      gate: { type: 'anyOf', permissions: ['read:lead', 'owner:users'] },
      titleKey: 'shell.routes.profile',
      descriptionKey: 'shell.descriptions.profile',
    }),
  ),
  {
    path: '/order/:orderId',
    module: 'order',
    gate: allOf('read:report'),
    titleKey: 'shell.routes.order',
    descriptionKey: 'shell.descriptions.order',
  },
  {
    path: '/search',
    module: 'search',
    gate: allOf('read:report'),
    titleKey: 'shell.routes.search',
    descriptionKey: 'shell.descriptions.search',
  },
  {
    path: '/orders',
    // The orders list is the search's other page: one chunk for both keeps antd's table and
    // pickers out of the chunk every screen shares (vite.config.ts, minShareCount).
    module: 'search',
    gate: allOf('read:report'),
    titleKey: 'shell.routes.orders',
    descriptionKey: 'shell.descriptions.orders',
  },
  {
    path: '/delivery-report',
    module: 'reports',
    gate: allOf('upload:delivery'),
    titleKey: 'shell.routes.deliveryReport',
    descriptionKey: 'shell.descriptions.deliveryReport',
  },
  {
    path: '/delivery-reports',
    module: 'reports',
    gate: allOf('payment.document.report:read'),
    titleKey: 'shell.routes.deliveryReports',
    descriptionKey: 'shell.descriptions.deliveryReports',
  },
  {
    path: '/agents',
    module: 'agents',
    gate: allOf('owner:users'),
    titleKey: 'shell.routes.agents',
    descriptionKey: 'shell.descriptions.agents',
  },
  {
    path: '/employees',
    module: 'employees',
    gate: allOf('payment.document.receipt:list'),
    titleKey: 'shell.routes.employees',
    descriptionKey: 'shell.descriptions.employees',
  },
  {
    path: '/payments',
    module: 'payments',
    gate: allOf('payment.document.receipt:list'),
    titleKey: 'shell.routes.payments',
    descriptionKey: 'shell.descriptions.payments',
  },
  {
    path: '/cdr',
    module: 'cdr',
    gate: allOf('read:cdr:report'),
    titleKey: 'shell.routes.cdr',
    descriptionKey: 'shell.descriptions.cdr',
  },
  {
    path: '/lead/:leadId',
    module: 'lead',
    gate: allOf('lead:details:read'),
    titleKey: 'shell.routes.lead',
    descriptionKey: 'shell.descriptions.lead',
  },
  {
    path: '/sessions',
    module: 'sessions',
    gate: allOf('sessions:read'),
    titleKey: 'sessions.screen.title',
    descriptionKey: 'sessions.screen.description',
  },
  {
    path: '/offers',
    module: 'offers',
    gate: allOf('offer:edit'),
    titleKey: 'shell.routes.offers',
    descriptionKey: 'shell.descriptions.offers',
  },
  {
    path: '/scripts',
    module: 'scripts',
    gate: allOf('script:edit'),
    titleKey: 'shell.routes.scripts',
    descriptionKey: 'shell.descriptions.scripts',
  },
  {
    path: '/scripts/create/:productId',
    module: 'scripts',
    gate: allOf('script:edit'),
    titleKey: 'shell.routes.scriptCreate',
    descriptionKey: 'shell.descriptions.scriptCreate',
  },
  {
    path: '/scripts/:id',
    module: 'scripts',
    gate: allOf('script:edit'),
    titleKey: 'shell.routes.scriptEdit',
    descriptionKey: 'shell.descriptions.scriptEdit',
  },
  {
    path: '/scripts-to-confirm',
    module: 'scripts',
    gate: allOf('task:current'),
    titleKey: 'shell.routes.scriptsToConfirm',
    descriptionKey: 'shell.descriptions.scriptsToConfirm',
  },
  {
    path: '/webmasters',
    module: 'webmasters',
    gate: allOf('read:webmasters'),
    titleKey: 'shell.routes.webmasters',
    descriptionKey: 'shell.descriptions.webmasters',
  },
  {
    path: '/agencies',
    module: 'agencies',
    gate: allOf('read:webmasters'),
    titleKey: 'shell.routes.agencies',
    descriptionKey: 'shell.descriptions.agencies',
  },
  {
    path: '/payment-sheet',
    module: 'payslips',
    gate: allOf('payslip:view'),
    titleKey: 'shell.routes.paymentSheets',
    descriptionKey: 'shell.descriptions.paymentSheets',
  },
  {
    path: '/payment-sheet/:sheetId',
    module: 'payslips',
    gate: allOf('payslip:view'),
    titleKey: 'shell.routes.paymentSheet',
    descriptionKey: 'shell.descriptions.paymentSheet',
  },
  {
    path: '/guarantees',
    module: 'guarantees',
    gate: allOf('webmaster.guarantee:create-set'),
    titleKey: 'shell.routes.guarantees',
    descriptionKey: 'shell.descriptions.guarantees',
  },
  {
    path: '/documents',
    module: 'documents',
    gate: signedIn,
    titleKey: 'shell.routes.documents',
    descriptionKey: 'shell.descriptions.documents',
  },
  {
    path: '/audit',
    module: 'audit',
    gate: allOf('owner:users'),
    titleKey: 'audit.screen.title',
    descriptionKey: 'audit.screen.description',
  },
  {
    path: '/quality',
    module: 'quality',
    gate: { type: 'anyOf', permissions: ['quality:evaluate', 'quality.form:edit'] },
    titleKey: 'shell.routes.quality',
    descriptionKey: 'shell.descriptions.quality',
  },
  {
    path: '/quality/calls/:callId',
    module: 'quality',
    gate: allOf('quality:evaluate'),
    titleKey: 'shell.routes.qualityEvaluate',
    descriptionKey: 'shell.descriptions.qualityEvaluate',
  },
  { path: '/sink', module: 'coming-soon', gate: { type: 'never' } },
];

function allOf(...permissions: Permission[]): Gate {
  return { type: 'allOf', permissions };
}

/** Paths the shell answers without a module of their own: redirects and the not-found page. */
export const SCRIPT_CREATE_WITHOUT_PRODUCT = '/scripts/create';
export const LEADS_ALIAS = '/leads';
