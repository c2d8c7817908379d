export { EvaluateCallPage } from './components/evaluate-call-page';
export { QualityPage } from './components/quality-page';
