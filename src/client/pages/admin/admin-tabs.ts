/** The ten tabs of admin.md section 2, in the spec's order of importance; Stats is the default. */
export const ADMIN_TABS = [
  { value: 'analytics', label: 'Stats' },
  { value: 'users', label: 'Users' },
  { value: 'user-picks', label: 'User Picks' },
  { value: 'sports-api', label: 'Sports API' },
  { value: 'team-sync', label: 'Team Sync' },
  { value: 'create-game', label: 'Create Game' },
  { value: 'update-scores', label: 'Update Scores' },
  { value: 'manage-games', label: 'Manage Games' },
  { value: 'game-history', label: 'Game History' },
  { value: 'monthly-prizes', label: 'Monthly Prizes' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];
export const DEFAULT_TAB: AdminTab = 'analytics';

export function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((t) => t.value === value);
}

/** The URL's `?tab=` names the open tab; none or an unknown one is Stats (so /admin alone is Stats). */
export const TAB_PARAM = 'tab';

export function tabOf(param: string | null): AdminTab {
  return isAdminTab(param) ? param : DEFAULT_TAB;
}
