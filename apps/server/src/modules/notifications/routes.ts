import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { currentUser, requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { apiDoc } from '../../http/openapi';
import { validate } from '../../http/validate';
import { idParamSchema } from '@fardin/core/input-schemas';
import { notificationListSchema } from '@fardin/core/contract-foundation';
import {
  bellAnswerSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  pushKeyAnswerSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  unreadAnswerSchema,
} from '@fardin/core/contract-notifications';
import { MANDATORY_GROUPS } from '@fardin/core/notification-kinds';
import { isLocale, type Locale } from '@fardin/core/locale';
import type { NotificationService } from './service';

const doc = apiDoc('Notifications');
const okSchema = z.object({ message: z.string() });
/** `lang`: the page's language (kh, en, zh); anything else reads as "not said". */
const langQuery = z.object({ lang: z.string().max(5).optional(), vendor_code: z.string().max(40).optional() });
const langOf = (lang: string | undefined): Locale | null => (lang === 'km' ? 'kh' : isLocale(lang) ? lang : null);

/**
 * The shopper's notifications (decision 0039): the mobile client's list, the web bell (count, list,
 * mark read), the channel choices and the web push subscription. A call that names its language
 * remembers it: messages on other channels follow the language the shopper uses.
 */
export function notificationRoutes(
  notifications: NotificationService,
  push: { publicKey: () => Promise<string | null> },
) {
  const app = new Hono<AppEnv>();

  const remember = async (userId: number, lang: string | undefined): Promise<Locale> => {
    const said = langOf(lang);
    if (said) {
      await notifications.setLanguage(userId, said);
      return said;
    }
    return (await notifications.settingsOf(userId)).language;
  };

  // The mobile client's list (MOBILE-CLIENT.md): public, so a signed-out client reads an empty list.
  app.get(
    '/notifications',
    doc("The shopper's notifications (mobile client)", notificationListSchema),
    validate('query', langQuery),
    async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ data: [] });
      const locale = await remember(user.id, c.req.valid('query').lang);
      const items = await notifications.list(user.id, locale);
      return c.json({ data: items.map((n) => ({ id: n.id, comment: `${n.title}: ${n.body}`, date: n.date })) });
    },
  );

  app.use('/notifications/*', requireUser);
  app.get(
    '/notifications/bell',
    doc('The bell: unread count and the latest notifications', bellAnswerSchema),
    validate('query', langQuery),
    async (c) => {
      const userId = currentUser(c, { allowUnverified: true }).id;
      const locale = await remember(userId, c.req.valid('query').lang);
      const [unread, data] = await Promise.all([notifications.unread(userId), notifications.list(userId, locale)]);
      return c.json({ unread, data });
    },
  );
  app.get(
    '/notifications/unread',
    doc('How many notifications the shopper has not read', unreadAnswerSchema),
    async (c) => c.json({ unread: await notifications.unread(currentUser(c, { allowUnverified: true }).id) }),
  );
  app.post('/notifications/read-all', doc('Mark every notification read', unreadAnswerSchema), async (c) => {
    const userId = currentUser(c, { allowUnverified: true }).id;
    await notifications.markAllRead(userId);
    return c.json({ unread: await notifications.unread(userId) });
  });
  app.post(
    '/notifications/:id/read',
    doc("Mark one notification read (another shopper's answers 404)", unreadAnswerSchema, { errors: [404] }),
    validate('param', idParamSchema),
    async (c) => {
      const userId = currentUser(c, { allowUnverified: true }).id;
      if (!(await notifications.markRead(userId, c.req.valid('param').id)))
        throw new HttpError(404, 'notification.not_found');
      return c.json({ unread: await notifications.unread(userId) });
    },
  );

  const settingsAnswer = async (userId: number) => {
    const s = await notifications.settingsOf(userId);
    return { language: s.language, off: s.off, mandatory: [...MANDATORY_GROUPS] };
  };
  app.get('/notifications/settings', doc('Language and channel choices', notificationSettingsSchema), async (c) =>
    c.json(await settingsAnswer(currentUser(c, { allowUnverified: true }).id)),
  );
  app.put(
    '/notifications/settings',
    doc('Save the channels turned off per group (money is always delivered)', notificationSettingsSchema),
    validate('json', notificationSettingsInputSchema),
    async (c) => {
      const userId = currentUser(c, { allowUnverified: true }).id;
      const input = c.req.valid('json');
      await notifications.saveChoices(userId, input.off);
      if (input.language) await notifications.setLanguage(userId, input.language);
      return c.json(await settingsAnswer(userId));
    },
  );

  app.get(
    '/notifications/push-key',
    doc('The VAPID public key browsers subscribe with', pushKeyAnswerSchema, { errors: [404] }),
    async (c) => {
      const key = await push.publicKey();
      if (!key) throw new HttpError(404, 'notification.push_unavailable');
      return c.json({ public_key: key });
    },
  );
  app.post(
    '/notifications/push-subscription',
    doc('Turn web push on for this browser', okSchema),
    validate('json', pushSubscriptionInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      await notifications.subscribePush(currentUser(c, { allowUnverified: true }).id, {
        endpoint: body.endpoint,
        ...body.keys,
      });
      return c.json({ message: 'success' });
    },
  );
  app.delete(
    '/notifications/push-subscription',
    doc('Turn web push off for this browser', okSchema),
    validate('json', pushUnsubscribeInputSchema),
    async (c) => {
      await notifications.unsubscribePush(currentUser(c, { allowUnverified: true }).id, c.req.valid('json').endpoint);
      return c.json({ message: 'success' });
    },
  );
  return app;
}
