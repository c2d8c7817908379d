import type { UpdatedAt } from './columns.js';

// Profiles (0038-profiles), the profile module's: personal contact details kept on one's own profile.
export interface AccountProfilesTable {
  account_id: number;
  personal_email: string;
  personal_phone: string;
  personal_tg_login: string;
  updated_at: UpdatedAt;
}

export interface ProfileTables {
  account_profiles: AccountProfilesTable;
}
