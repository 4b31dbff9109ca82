import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { idParam, staffUser } from './access';
import { qualityCheckAnswerSchema } from '@fardin/core/contract-admin';
import { apiDoc } from '../../http/openapi';
import { idSchema, numeric } from '@fardin/core/input-schemas';
import { MAX_PARCEL_SIDE_CM, MAX_PARCEL_WEIGHT_KG } from '@fardin/core/parcel-journey';

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
    weight_kg: measure(MAX_PARCEL_WEIGHT_KG),
    length_cm: measure(MAX_PARCEL_SIDE_CM),
    width_cm: measure(MAX_PARCEL_SIDE_CM),
    height_cm: measure(MAX_PARCEL_SIDE_CM),
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
export function adminQualityCheckRoutes(services: Pick<Services, 'flows'>) {
  const { flows } = services;
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
      const check = await flows.recordQualityCheck(
        {
          orderId: id,
          lineId,
          check: {
            photos: body.photos,
            weightKg: body.weight_kg,
            lengthCm: body.length_cm,
            widthCm: body.width_cm,
            heightCm: body.height_cm,
            note: body.note,
          },
        },
        { id: actor.id },
      );
      return c.json({ message: 'success', data: check });
    },
  );
  return app;
}
