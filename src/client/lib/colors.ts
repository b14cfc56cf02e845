/** Parses '#rgb' or '#rrggbb' (leading # optional); null for anything else. */
function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A usable CSS colour from a team's stored colour (ESPN stores hex without '#'), else the fallback. */
export function teamColor(color: string | null | undefined, fallback: string): string {
  if (!color) return fallback;
  const rgb = parseHex(color);
  return rgb ? `rgb(${rgb.join(' ')})` : fallback;
}

/** Black or white, whichever contrasts more with the background (WCAG relative luminance). */
export function readableTextOn(background: string | null | undefined): '#000' | '#fff' {
  const rgb = background ? parseHex(background) : null;
  if (!rgb) return '#fff';
  const l = luminance(rgb);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}
