import type { BuildResult } from 'esbuild';

/** apps/server: bundles go in a folder under it, so npm packages resolve from there. */
export const SERVER_DIR: string;

/** Bundles `entries` (output name -> source path relative to apps/server) into `outDir` (absolute, under apps/server). */
export function bundleServer(entries: Record<string, string>, outDir: string): Promise<BuildResult<{ metafile: true }>>;
