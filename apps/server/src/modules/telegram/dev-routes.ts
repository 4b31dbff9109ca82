import { Hono } from 'hono';
import { z } from 'zod';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import type { Locale } from '@fardin/core/locale';
import type { AppEnv } from '../../http/app-env';
import { requireRole } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { NotificationChannel } from '../notifications/channels';
import type { TelegramService } from './service';

const doc = apiDoc('Telegram');

const QC_READY: Record<Locale, { title: string; body: string; approve: string; open: string }> = {
  kh: {
    title: 'ការត្រួតពិនិត្យគុណភាពរួចរាល់',
    body: 'រូបថត និងទម្ងន់នៃទំនិញរបស់អ្នកបានមកដល់ហើយ។',
    approve: 'យល់ព្រម',
    open: 'មើលការបញ្ជាទិញ',
  },
  en: {
    title: 'Quality check ready',
    body: 'Photos and weight of your goods are in.',
    approve: 'Approve',
    open: 'See the order',
  },
  zh: { title: '质检完成', body: '您商品的照片和重量已上传。', approve: '确认', open: '查看订单' },
};

/**
 * Development and E2E only, on the embedded fake: sends a shopper the "quality check ready" message
 * through the Telegram channel, as the notifications' delivery worker does for a `qc_ready` outbox
 * row (that worker lives in module notifications; this stands in for it where it is not wired).
 */
export function telegramDevRoutes(deps: { telegram: TelegramService; channel: NotificationChannel }) {
  const app = new Hono<AppEnv>();
  app.post(
    '/dev/telegram/qc-ready',
    doc('Send the QC-ready message through the fake Telegram (development and E2E only)', successAnswerSchema, {
      errors: [404],
    }),
    requireRole('admin', 'staff'),
    validate('json', z.object({ user_id: z.number().int().min(1), order_id: z.number().int().min(1) })),
    async (c) => {
      const { user_id, order_id } = c.req.valid('json');
      const chat = await deps.telegram.chatOf(user_id);
      if (!chat) throw new HttpError(404, 'request.not_found');
      const text = QC_READY[chat.language];
      const link = `/account/my-order/${order_id}`;
      const outcome = await deps.channel.send({
        outboxId: 0,
        userId: user_id,
        audience: 'shopper',
        language: chat.language,
        kind: 'qc_ready',
        orderId: order_id,
        title: text.title,
        body: text.body,
        short: text.title,
        link,
        actions: [
          { id: 'qc_approve', label: text.approve, link },
          { id: 'open', label: text.open, link },
        ],
        mandatory: false,
        createdAt: new Date(),
      });
      if (outcome !== 'sent') throw new HttpError(404, 'request.not_found');
      return c.json({ message: 'success' });
    },
  );
  return app;
}
