/**
 * A row a kept board holds, as 7 integers: the player's id, three keys ranked highest first (ties by id), how many
 * picks put them on the board (0: not on it), and two more figures its rows show. The leaderboard module reads
 * these rows (its member entries); the cache keeps, refreshes, sorts and ranks them without knowing what the keys
 * mean.
 */
export interface KeptRow {
  user_id: number;
  k1: number;
  k2: number;
  k3: number;
  picks: number;
  pushes: number;
  current_streak: number;
}
