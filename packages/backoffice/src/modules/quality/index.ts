/**
 * Call quality (/module/quality): the evaluation forms supervisors score recorded calls with
 * (decision 1806).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { qualityRoutes } from './routes.js';

export { type QualityScores, qualityScoresByAgent, qualityScoresQuery } from './stats.js';

export const qualityModule: BackofficeModule = {
  name: 'quality',
  prefixes: ['/module/quality'],
  routes: qualityRoutes,
};
