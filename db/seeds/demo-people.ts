import type { NewUser } from '../../src/server/platform/db/schema';
import { AGE_BANDS, AVATAR_KEYS, GENDERS, TIMEZONES } from '../../src/shared/constants';
import type { SeededRandom } from './random';

export const DEMO_ADMIN = { username: 'admin', password: 'admin1234', email: 'admin@streakpickem.local' };
export const DEMO_PLAYER = {
  username: 'demo_player',
  password: 'player1234',
  email: 'player@streakpickem.local',
};

const FIRST = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Riley',
  'Casey',
  'Jamie',
  'Avery',
  'Quinn',
  'Reese',
  'Drew',
  'Sam',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Brown',
  'Okafor',
  'Miller',
  'Rossi',
  'Kim',
  'Lopez',
];
const HANDLES = [
  'gridiron_greg',
  'hoops_hannah',
  'diamond_dave',
  'pitch_perfect',
  'blitz_king',
  'slam_dunk_sal',
  'goal_getter',
  'touchdown_tina',
  'curveball_cam',
  'hat_trick_hal',
  'buzzer_beater',
  'fourth_down',
  'upset_alert',
  'chalk_eater',
  'parlay_pete',
  'streak_queen',
  'the_underdog',
  'sunday_scaries',
  'box_score_bo',
  'clutch_carla',
  'zone_defense',
  'double_play',
  'extra_time',
  'red_zone_rae',
  'fast_break',
  'walk_off_will',
  'nutmeg_nina',
  'pick_six',
  'tip_off_tom',
  'bases_loaded',
  'offside_olly',
  'fade_the_public',
  'sharp_shooter',
  'home_dog',
];

/** The players of the demo: the demo player first, then a few dozen others. */
export function demoPlayers(random: SeededRandom, passwordHash: string, now: Date): NewUser[] {
  const player = (username: string, email: string, index: number): NewUser => {
    const joined = new Date(now.getTime() - random.int(20, 120) * 86_400_000);
    return {
      username,
      email,
      password_hash: passwordHash,
      first_name: random.pick(FIRST),
      last_name: random.pick(LAST),
      avatar_key: random.pick(AVATAR_KEYS),
      timezone: index % 3 === 0 ? 'America/New_York' : random.pick(TIMEZONES),
      subscription_tier: random.chance(0.2) ? 'premium' : 'free',
      age_band: random.pick(AGE_BANDS),
      gender: random.pick(GENDERS),
      last_login_at: random.chance(0.85) ? new Date(now.getTime() - random.int(1, 240) * 3_600_000) : null,
      created_at: joined,
      updated_at: joined,
    };
  };
  return [
    // Premium, so the first account anyone tries shows everything: advanced stats and a league of its own.
    {
      ...player(DEMO_PLAYER.username, DEMO_PLAYER.email, 0),
      first_name: 'Demo',
      last_name: 'Player',
      subscription_tier: 'premium',
    },
    ...HANDLES.map((handle, i) => player(handle, `${handle}@example.com`, i + 1)),
  ];
}
