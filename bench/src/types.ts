/** Shared shapes of bench results; every section may be skipped with a reason instead of failing. */
export interface Skipped {
  skipped: string;
}
export type Section<T> = T | Skipped;

export function isSkipped<T>(value: Section<T>): value is Skipped {
  return typeof value === 'object' && value !== null && 'skipped' in value;
}

export interface Budget {
  limit: string;
  met: boolean;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Runs one section; any error becomes `skipped: <reason>` so the rest of the bench still runs. */
export async function softly<T>(name: string, run: () => Promise<Section<T>>): Promise<Section<T>> {
  const started = Date.now();
  try {
    const value = await run();
    console.error(
      `[bench] ${name}: ${isSkipped(value) ? `skipped (${value.skipped})` : 'done'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return value;
  } catch (err) {
    console.error(`[bench] ${name} failed:`, err);
    return { skipped: `failed: ${reason(err)}` };
  }
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
