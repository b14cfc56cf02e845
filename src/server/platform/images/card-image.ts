import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { projectPath } from '../project-path';

/** A link preview's size (Open Graph's and Twitter's large card). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** A node of a card as satori reads it: an element with its style and children (no JSX needed). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardNode | string)[] | CardNode | string };
}

/** An element of a card. */
export const el = (
  type: string,
  style: Record<string, string | number>,
  ...children: (CardNode | string)[]
): CardNode => ({ type, props: { style, children } });

/** The OFL font the cards are set in, shipped as a dependency (@fontsource/inter), read once. */
const FONT_WEIGHTS = [400, 700, 800] as const;
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[]> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all(
    FONT_WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      data: await readFile(
        projectPath(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
};

/** A card as a 1200x630 PNG: laid out by satori (to SVG), drawn by resvg; no system fonts. */
export async function renderCard(node: CardNode): Promise<Buffer> {
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    ...CARD_SIZE,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_SIZE.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

export interface RenderedCard {
  png: Buffer;
  /** A strong validator: the hash of what the card shows, so an unchanged card answers 304. */
  etag: string;
}

/**
 * Rendered cards kept by what they show (their description's hash): a card is drawn once (50-150 ms of CPU) however
 * often its link is fetched, and again only when what it shows changes. At most `max` cards, the oldest used first
 * to go.
 */
export class CardCache {
  private readonly cards = new Map<string, Promise<RenderedCard>>();

  constructor(private readonly max = 500) {}

  get size(): number {
    return this.cards.size;
  }

  /** The card described by `description` (any JSON), drawn by `draw` when not kept. */
  get(description: unknown, draw: () => CardNode): Promise<RenderedCard> {
    const etag = `"${createHash('sha256').update(JSON.stringify(description)).digest('base64url').slice(0, 27)}"`;
    const kept = this.cards.get(etag);
    if (kept) {
      this.cards.delete(etag);
      this.cards.set(etag, kept);
      return kept;
    }
    const made = renderCard(draw()).then((png) => ({ png, etag }));
    made.catch(() => this.cards.delete(etag));
    this.cards.set(etag, made);
    if (this.cards.size > this.max) this.cards.delete(this.cards.keys().next().value as string);
    return made;
  }
}
