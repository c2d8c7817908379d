export { EvaluateCallPage } from './components/evaluate-call-page';
export { MyEvaluationsCard } from './components/my-evaluations-card';
export { QualityPage } from './components/quality-page';
