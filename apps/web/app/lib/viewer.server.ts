import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { apiCall } from './api-client.server';

const profileSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });

interface Viewer {
  name: string;
  phone: string;
  cartCount: number;
  wishlistCount: number;
  /** The bell's unread notifications. */
  unreadCount: number;
}

export interface ViewerState {
  viewer: Viewer | null;
  /** The cookie holds a token the API no longer accepts (expired, revoked): clear it. */
  expired: boolean;
}

const countsSchema = z.object({ data: z.object({ cart: z.number(), wishlist: z.number() }) });

/** Cart and wishlist badge counts (commerce); zeros when the call fails. */
async function loadBadgeCounts(context: AppLoadContext): Promise<{ cart: number; wishlist: number }> {
  const answer = await apiCall(context, '/api/cart/count', {}, countsSchema);
  return answer.ok ? answer.data.data : { cart: 0, wishlist: 0 };
}

/** The logged-in shopper for the frame (name, badges) and whether the cookie has gone stale. */
export async function loadViewerState(context: AppLoadContext): Promise<ViewerState> {
  if (!context.token) return { viewer: null, expired: false };
  const answer = await apiCall(context, '/api/profile', {}, profileSchema);
  if (!answer.ok) return { viewer: null, expired: answer.status === 401 };
  const [counts, unread] = await Promise.all([
    loadBadgeCounts(context),
    apiCall(context, '/api/notifications/unread', {}, z.object({ unread: z.number() })),
  ]);
  return {
    viewer: {
      name: answer.data.name,
      phone: answer.data.phone,
      cartCount: counts.cart,
      wishlistCount: counts.wishlist,
      unreadCount: unread.ok ? unread.data.unread : 0,
    },
    expired: false,
  };
}
