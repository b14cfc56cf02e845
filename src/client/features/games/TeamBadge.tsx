import { readableTextOn, teamColor } from '../../lib/colors';

const FALLBACK_BG = '#495057';

/** A team's round badge: the first letter of its name on its colours, black or white by contrast. */
export function TeamBadge({
  team,
  size = 36,
}: {
  team: { name: string; primaryColor: string | null; secondaryColor: string | null };
  size?: number;
}) {
  const background = teamColor(team.primaryColor, FALLBACK_BG);
  const border = teamColor(team.secondaryColor, background);
  return (
    <span
      aria-hidden
      data-testid="team-badge"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background,
        border: `3px solid ${border}`,
        color: team.primaryColor ? readableTextOn(team.primaryColor) : '#fff',
        fontWeight: 800,
        fontSize: size * 0.45,
      }}
    >
      {team.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
