import { data, type AppLoadContext } from 'react-router';
import type { z, ZodType } from 'zod';

/**
 * Calls the in-process API from a loader or action and parses the answer with the contract's
 * schema. A 404 becomes the not-found page; other failures an error page without details.
 */
export async function apiGet<T extends ZodType>(context: AppLoadContext, path: string, schema: T): Promise<z.infer<T>> {
  const res = await context.api(path);
  if (res.status === 404) throw data(null, { status: 404 });
  if (!res.ok) throw data(null, { status: res.status >= 500 ? 502 : res.status });
  return schema.parse(await res.json());
}

/** Like apiGet, but answers null instead of throwing (for optional parts of a page). */
export async function apiGetOptional<T extends ZodType>(context: AppLoadContext, path: string, schema: T): Promise<z.infer<T> | null> {
  try {
    const res = await context.api(path);
    if (!res.ok) return null;
    const parsed = schema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
