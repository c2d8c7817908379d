/** What app/ composes from the reconciliation reports feature. */
export { ReportsPage } from './components/reports-page';
