import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  getPrimaryShade,
  isLightColor,
  type MantineColorsTuple,
  type MantineTheme,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { i18n } from '../i18n/i18n';

/**
 * Orange, with the shades that carry white text (6 and darker) deep enough for WCAG AA contrast:
 * Mantine's own orange-6 gives white text a 2.9:1 contrast.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#c2410c',
  '#a8380a',
  '#8f3009',
  '#752707',
];

/**
 * Mantine's autoContrast picks a filled surface's text from the light scheme's shade (6) only, while the dark
 * scheme fills with shade 8: a blue or gray badge got black text on a dark fill (axe: 4.2:1 and 1.8:1). Filled
 * surfaces of a palette colour take their text from a variable each scheme sets for its own shade (filledInk).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const auto = typeof input.autoContrast === 'boolean' ? input.autoContrast : input.theme.autoContrast;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!auto || parsed.shade !== undefined || !Array.isArray(palette)) return colors;
  return { ...colors, color: `var(--pk-filled-ink-${parsed.color})` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'orange',
  colors: { orange },
  defaultRadius: 'md',
  // Players who ask their system for less motion get no transitions (modals, toasts, menus).
  respectReducedMotion: true,
  // Filled surfaces pick black or white text themselves; 0.18 keeps either at 4.5:1 or better.
  autoContrast: true,
  luminanceThreshold: 0.18,
  components: {
    // A spinner announces itself: a bare span may not carry aria-label (axe: aria-prohibited-attr), so
    // every Loader is a status with a name unless a screen gives it a better one or hides it.
    // The name is a getter: Mantine spreads the default props at each render, so it reads in the language showing.
    Loader: {
      defaultProps: {
        role: 'status',
        get 'aria-label'() {
          return i18n.t('common:spinner');
        },
      },
    },
    // A toast's text is dimmed gray-6 by default, 3.3:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});

// Text on "light" surfaces (badges, light buttons) is shade 6 by default: too pale on its own tint for
// 4.5:1. Shade 9 passes for every palette colour.
const LIGHT_TEXT_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];
const lightTextVariables = Object.fromEntries(
  LIGHT_TEXT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
);

// Outline buttons draw their text in shade 6 on the light scheme (red-6: 3.3:1 on white); shade 9 passes. The
// house orange is dark enough already. The dark scheme's outline shade (4) reads well on its dark body.
const lightOutlineVariables = Object.fromEntries(
  LIGHT_TEXT_COLORS.filter((c) => c !== 'orange').map((c) => [
    `--mantine-color-${c}-outline`,
    `var(--mantine-color-${c}-9)`,
  ]),
);

/** Black or white text for each palette colour's filled shade in this scheme (see variantColorResolver). */
function filledInk(theme: MantineTheme, scheme: 'light' | 'dark'): Record<string, string> {
  const shade = getPrimaryShade(theme, scheme);
  const inks: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    const fill = Array.isArray(palette) ? palette[shade] : undefined;
    if (typeof fill !== 'string') continue;
    const light = isLightColor(fill, theme.luminanceThreshold);
    inks[`--pk-filled-ink-${name}`] = light ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)';
  }
  return inks;
}

/**
 * Dimmed text and links dark enough to read (Mantine's gray-6 on white is 3.3:1), and the app's own
 * named colours for both schemes: components use these (`c="var(--pk-danger-text)"`) rather than a
 * fixed shade, which would be unreadable in the other scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-orange-7)',
    ...lightTextVariables,
    ...lightOutlineVariables,
    ...filledInk(resolved, 'light'),
    '--pk-danger-text': 'var(--mantine-color-red-9)',
    '--pk-accent-text': 'var(--mantine-color-orange-9)',
    // Mantine's darkest green (9) is 4.4:1 on white, short of AA for body text.
    '--pk-success-text': '#237032',
    '--pk-muted-outline': 'var(--mantine-color-gray-7)',
    '--pk-soft-surface': 'var(--mantine-color-gray-0)',
    '--pk-soft-surface-strong': 'var(--mantine-color-gray-1)',
    '--pk-accent-surface': 'var(--mantine-color-orange-0)',
    '--pk-accent-border': 'var(--mantine-color-orange-4)',
    '--pk-ink-ready': 'var(--mantine-color-gray-9)',
    '--pk-ink-win': '#14532d',
    '--pk-ink-loss': '#7f1d1d',
  },
  dark: {
    ...filledInk(resolved, 'dark'),
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-orange-4)',
    '--pk-danger-text': 'var(--mantine-color-red-3)',
    '--pk-accent-text': 'var(--mantine-color-orange-3)',
    '--pk-success-text': 'var(--mantine-color-green-3)',
    '--pk-muted-outline': 'var(--mantine-color-dark-1)',
    '--pk-soft-surface': 'var(--mantine-color-dark-6)',
    '--pk-soft-surface-strong': 'var(--mantine-color-dark-5)',
    '--pk-accent-surface': 'rgba(194, 65, 12, 0.22)',
    '--pk-accent-border': 'var(--mantine-color-orange-6)',
    '--pk-ink-ready': 'var(--mantine-color-gray-2)',
    '--pk-ink-win': 'var(--mantine-color-green-2)',
    '--pk-ink-loss': 'var(--mantine-color-red-2)',
  },
});
