import { type AVATAR_KEYS, DEFAULT_AVATAR_KEY } from '../../shared/constants';

export interface AvatarLook {
  /** The picture: an emoji, or the key's first letter for a key the app does not know. */
  glyph: string;
  from: string;
  to: string;
  /** The avatar's name for screen readers and the picker. */
  label: string;
}

type AvatarKey = (typeof AVATAR_KEYS)[number] | typeof DEFAULT_AVATAR_KEY;

const LOOKS: Record<AvatarKey, Omit<AvatarLook, 'label'>> = {
  'geometric-1': { glyph: '◆', from: '#f76707', to: '#d6336c' },
  'cyber-ninja': { glyph: '🥷', from: '#212529', to: '#1c7ed6' },
  'flame-dragon': { glyph: '🐉', from: '#e03131', to: '#f59f00' },
  'galactic-warrior': { glyph: '🛡️', from: '#5f3dc4', to: '#1971c2' },
  'neon-skull': { glyph: '💀', from: '#0b7285', to: '#66a80f' },
  'rainbow-phoenix': { glyph: '🐦‍🔥', from: '#f03e3e', to: '#ae3ec9' },
  'electric-wolf': { glyph: '🐺', from: '#1864ab', to: '#15aabf' },
  'crystal-mage': { glyph: '🔮', from: '#862e9c', to: '#4263eb' },
  'steampunk-gear': { glyph: '⚙️', from: '#7f5539', to: '#e8590c' },
  'shadow-assassin': { glyph: '🗡️', from: '#343a40', to: '#5c5f66' },
  'cosmic-explorer': { glyph: '🚀', from: '#364fc7', to: '#0c8599' },
  'pink-pony': { glyph: '🐴', from: '#e64980', to: '#f783ac' },
  'rainbow-unicorn': { glyph: '🦄', from: '#be4bdb', to: '#4dabf7' },
  'magical-fairy': { glyph: '🧚', from: '#d6336c', to: '#9775fa' },
  'space-cat': { glyph: '🐱', from: '#3b5bdb', to: '#7048e8' },
  'butterfly-princess': { glyph: '🦋', from: '#0ca678', to: '#ae3ec9' },
  'ocean-mermaid': { glyph: '🧜', from: '#1098ad', to: '#3bc9db' },
};

const DEFAULT_GRADIENT = { from: '#868e96', to: '#495057' };

const words = (key: string) => key.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** How an avatar key looks; an unknown key shows its first letter on the default gradient. */
export function avatarLook(key: string | null | undefined): AvatarLook {
  const k = key || DEFAULT_AVATAR_KEY;
  const known = LOOKS[k as AvatarKey];
  if (known) return { ...known, label: words(k) };
  return { glyph: k.charAt(0).toUpperCase(), ...DEFAULT_GRADIENT, label: words(k) };
}
