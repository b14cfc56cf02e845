/** What services and the app see of the effect worker (effects.worker.ts). */
export interface EffectRunner {
  /** Tests' worker: the caller of `effectsCommitted` waits for the effects. */
  readonly inline: boolean;
  wake(): void;
  drain(): Promise<{ done: number; failed: number }>;
  queueFigures(): Promise<{ depth: number; failures: number }>;
  /** Calls `listener` as each effect (or batch) ends; answers how to stop (pickem_effect_*_seconds on /metrics). */
  onEffectEnd(listener: EffectEndListener): () => void;
}

/** One effect, or a batch of one kind, carried out: its kind, its times in ms, and how many were done or failed. */
export interface EffectEnd {
  kind: string;
  /** From becoming due (its commit, or its retry time; the oldest of a batch) to a worker taking it. */
  waitedMs: number;
  /** From being taken to its transaction's end, commit included. */
  ranMs: number;
  done: number;
  failed: number;
}

export type EffectEndListener = (end: EffectEnd) => void;
