import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '@fardin/db/open-db';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, staffUser } from './access';
import { recordAudit } from './audit';
import { qualityCheckAnswerSchema } from '@fardin/core/contract-admin';
import { apiDoc } from '../../http/openapi';
import { idSchema, numeric } from '@fardin/core/input-schemas';

const doc = apiDoc('Back office');

const lineParam = idParam.extend({ lineId: idSchema });
const measure = (max: number) => numeric(z.number().positive().max(max).optional()).nullable();
/** Photo URLs as a list, or as the form's textarea (one per line). */
const photos = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(
      z
        .string()
        .trim()
        .max(500)
        .regex(/^(\/(?!\/)|https:\/\/)/, 'Use an uploaded image URL'),
    )
    .max(20)
    .default([]),
);
const checkBody = z
  .object({
    photos,
    weight_kg: measure(1000),
    length_cm: measure(1000),
    width_cm: measure(1000),
    height_cm: measure(1000),
    note: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .transform((v) => v || null),
  })
  .refine((b) => b.photos.length > 0 || b.weight_kg != null || b.length_cm != null || b.note, {
    message: 'Add photos, measurements or a note',
    path: ['photos'],
  });

/** Quality check at the overseas warehouse: staff attach photos and measurements per order line. */
export function adminQualityCheckRoutes(db: Db, services: Pick<Services, 'qualityChecks'>) {
  const checks = services.qualityChecks;
  const app = new Hono<AppEnv>();
  app.post(
    '/orders/:id/lines/:lineId/check',
    doc('Record a quality check of an order line', qualityCheckAnswerSchema, { errors: [404, 409] }),
    validate('param', lineParam),
    validate('json', checkBody),
    async (c) => {
      const actor = staffUser(c);
      const { id, lineId } = c.req.valid('param');
      const body = c.req.valid('json');
      const check = await checks.record(
        id,
        lineId,
        {
          photos: body.photos,
          weightKg: body.weight_kg,
          lengthCm: body.length_cm,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          note: body.note,
        },
        actor.id,
      );
      await recordAudit(db, {
        actorId: actor.id,
        action: 'order.quality_check',
        targetType: 'order',
        targetId: id,
        details: { line_id: lineId, photos: check.photos.length, weight_kg: check.weight_kg, note: check.note },
      });
      return c.json({ message: 'success', data: check });
    },
  );
  return app;
}
