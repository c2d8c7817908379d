/** What app/ composes from the delivery-provider reports feature. */
export { ProviderReportsPanel } from './components/provider-reports-panel';
