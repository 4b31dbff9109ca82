import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { apiGetOptional } from './api.server';

const profileSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });

export interface Viewer {
  name: string;
  phone: string;
  cartCount: number;
  wishlistCount: number;
}

/** The logged-in shopper for the frame (name, badges), or null for a guest or an expired token. */
export async function loadViewer(context: AppLoadContext): Promise<Viewer | null> {
  if (!context.token) return null;
  const profile = await apiGetOptional(context, '/api/profile', profileSchema);
  if (!profile) return null;
  return { name: profile.name, phone: profile.phone, cartCount: 0, wishlistCount: 0 };
}
