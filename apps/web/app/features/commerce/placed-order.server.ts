import { z } from 'zod';

/**
 * "Order #N placed": the checkout's redirect to the order list carries the new order's number in a
 * short-lived cookie that the list reads once and clears (the list's address stays the same for
 * every way of paying).
 */
const NAME = 'fardin_placed';
const placedAnswer = z.object({ data: z.object({ id: z.number().int().positive() }) });

function secure(request: Request): string {
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return proto === 'https' ? '; Secure' : '';
}

/** The Set-Cookie of a placed order, or null when the answer names no order. */
export function placedOrderCookie(request: Request, answer: unknown): string | null {
  const parsed = placedAnswer.safeParse(answer);
  if (!parsed.success) return null;
  return `${NAME}=${parsed.data.data.id}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secure(request)}`;
}

/** The order number the checkout just placed (read once), and the header that clears it. */
export function takePlacedOrder(request: Request): { id: number | null; clear: string | null } {
  const match = new RegExp(`(?:^|;\\s*)${NAME}=(\\d{1,12})(?:;|$)`).exec(request.headers.get('Cookie') ?? '');
  if (!match) return { id: null, clear: null };
  return { id: Number(match[1]), clear: `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}` };
}
