/**
 * Profile and statistics (/module/profile): a person's profile and its edit, and the figures of
 * the stats header for an agent, a team and the leaderboard (PROFILE-01..25). Owns
 * account_profiles; reads accounts, catalog, workspace, orders and telephony through their faces.
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { profileRoutes } from './routes.js';

export { createProfileService, type ProfileService } from './service.js';

export const profileModule: BackofficeModule = {
  name: 'profile',
  prefixes: ['/module/profile'],
  routes: profileRoutes,
};
