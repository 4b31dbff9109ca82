import type { AppLoadContext } from 'react-router';
import { z } from 'zod';

const profileSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });

export interface Viewer {
  name: string;
  phone: string;
  cartCount: number;
  wishlistCount: number;
}

export interface ViewerState {
  viewer: Viewer | null;
  /** The cookie holds a token the API no longer accepts (expired, revoked): clear it. */
  expired: boolean;
}

const countsSchema = z.object({ data: z.object({ cart: z.number(), wishlist: z.number() }) });

/** Cart and wishlist badge counts (commerce); zeros when the call fails. */
async function loadBadgeCounts(context: AppLoadContext): Promise<{ cart: number; wishlist: number }> {
  try {
    const res = await context.api('/api/cart/count');
    const parsed = res.ok ? countsSchema.safeParse(await res.json()) : null;
    return parsed?.success ? parsed.data.data : { cart: 0, wishlist: 0 };
  } catch {
    return { cart: 0, wishlist: 0 };
  }
}

/** The logged-in shopper for the frame (name, badges) and whether the cookie has gone stale. */
export async function loadViewerState(context: AppLoadContext): Promise<ViewerState> {
  if (!context.token) return { viewer: null, expired: false };
  try {
    const res = await context.api('/api/profile');
    if (res.status === 401) return { viewer: null, expired: true };
    if (!res.ok) return { viewer: null, expired: false };
    const parsed = profileSchema.safeParse(await res.json());
    if (!parsed.success) return { viewer: null, expired: false };
    const counts = await loadBadgeCounts(context);
    return { viewer: { name: parsed.data.name, phone: parsed.data.phone, cartCount: counts.cart, wishlistCount: counts.wishlist }, expired: false };
  } catch {
    return { viewer: null, expired: false };
  }
}

/** The logged-in shopper for the frame (name, badges), or null for a guest or an expired token. */
export async function loadViewer(context: AppLoadContext): Promise<Viewer | null> {
  return (await loadViewerState(context)).viewer;
}
