export { QualityPage } from './components/quality-page';
