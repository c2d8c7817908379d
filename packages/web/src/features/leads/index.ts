/** What app/ composes from the leads feature (features never import each other). */
export { LeadPage } from './components/lead-page';
