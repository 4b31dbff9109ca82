import { describe, expect, it } from 'vitest';
import { seedConversationsDemo } from '@fardin/db/seed/conversations-seed';
import type { ConversationThread, InboxRow } from '@fardin/core/contract-conversations';
import { useTestApp } from '../../test/test-app';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../admin/admin-fixtures';

describe('the demo conversations (npm start)', () => {
  let admin: string;
  let shopper: string;
  const t = useTestApp('pglite', async (t) => {
    await seedConversationsDemo(t.opened.db);
    await seedConversationsDemo(t.opened.db);
    admin = await t.tokenFor(DEMO_ADMIN);
    shopper = await t.tokenFor(DEMO_SHOPPER);
  });

  it('fill the inbox once: the waiting thread first, then the answered one', async () => {
    const inbox = (await t.call<{ data: InboxRow[] }>('GET', '/api/admin/conversations', { token: admin })).body.data;
    expect(inbox.map((r) => [r.awaiting_since !== null, r.last_author, r.customer_name])).toEqual([
      [true, 'shopper', 'Demo Shopper'],
      [false, 'staff', 'Demo Shopper'],
    ]);
    const waiting = (
      await t.call<{ data: ConversationThread }>('GET', `/api/orders/${inbox[0]!.order_id}/messages`, {
        token: shopper,
      })
    ).body.data;
    expect(waiting.messages.map((m) => m.source)).toEqual(['checkout_note', 'web']);
    expect(waiting.awaiting_since).toBe(waiting.messages[0]!.created_at);
  });
});
