/**
 * The ten tabs of admin.md section 2, in the spec's order of importance; Stats is the default. Each tab's name is
 * the key `tabs.<value>` of the admin catalogue.
 */
export const ADMIN_TABS = [
  { value: 'analytics' },
  { value: 'users' },
  { value: 'user-picks' },
  { value: 'sports-api' },
  { value: 'team-sync' },
  { value: 'create-game' },
  { value: 'update-scores' },
  { value: 'manage-games' },
  { value: 'game-history' },
  { value: 'monthly-prizes' },
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
