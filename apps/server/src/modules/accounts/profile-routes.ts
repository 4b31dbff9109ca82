import { Hono, type Context } from 'hono';
import {
  addressInputSchema,
  profileUpdateSchema,
  queryGoogleMapSchema,
  reverseGeocodeQuerySchema,
} from '@fardin/core/contract-accounts';
import { MAP_TEXT } from '@fardin/core/messages';
import type { AppEnv } from '../../http/app-env';
import { currentUser } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  storeImage,
  UploadError,
  type StoredImage,
  type UploadStorage,
} from '../../integrations/uploads/upload-storage';
import { UPLOAD_CODE } from '@fardin/core/upload-text';
import type { UploadService } from '../uploads/service';
import type { ReverseGeocoder } from '../../integrations/geocoding/reverse-geocoder';
import type { AccountService } from './account-service';
import type { AddressService } from './address-service';
import { queryGoogleMap, type MapQueryOptions } from './google-map-query';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import {
  accountUserSchema,
  addressAddedSchema,
  addressListSchema,
  mapPointAnswerSchema,
  profileAnswerSchema,
  profileImageAnswerSchema,
  reverseGeocodeAnswerSchema,
  uploadAnswerSchema,
} from '@fardin/core/contract-accounts';
import { apiDoc } from '../../http/openapi';
import { idParamSchema } from '@fardin/core/input-schemas';

const doc = apiDoc('Accounts');

const idParam = idParamSchema;

/**
 * The multipart file under `file` (SPEC /upload) or `image`, checked, re-encoded, stored under a new
 * random key and recorded as this shopper's upload (receipts and pictures must name one).
 */
async function uploadedImage(
  c: Context<AppEnv>,
  deps: Pick<ProfileRouteDeps, 'storage' | 'uploads'>,
  userId: number,
  folder: 'profile' | 'upload',
): Promise<string> {
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.file ?? form?.image;
  if (!(file instanceof File)) throw fieldError('upload.image_type', 'file');
  let stored: StoredImage;
  try {
    stored = await storeImage(deps.storage, folder, Buffer.from(await file.arrayBuffer()));
  } catch (err) {
    if (err instanceof UploadError) {
      throw err.reason === 'size'
        ? fieldError('upload.image_too_large', 'file', { status: 413 })
        : fieldError('upload.image_type', 'file');
    }
    throw err;
  }
  await deps.uploads.record(userId, stored.url, stored.bytes);
  return stored.url;
}

export interface ProfileRouteDeps {
  accounts: AccountService;
  addresses: AddressService;
  storage: UploadStorage;
  uploads: UploadService;
  geocoder: ReverseGeocoder;
  maps?: MapQueryOptions;
}

/** Profile, picture, generic upload, addresses, the maps-link reader and reverse geocoding. */
export function profileRoutes(deps: ProfileRouteDeps) {
  const { accounts, addresses, uploads, geocoder, maps } = deps;
  return new Hono<AppEnv>()
    .get('/profile', doc('The logged-in user', accountUserSchema, { auth: true }), async (c) =>
      c.json(await accounts.profile(currentUser(c, { allowUnverified: true }).id)),
    )
    .put(
      '/profile/update',
      doc('Update name or picture', profileAnswerSchema, { auth: true, errors: [404] }),
      validate('json', profileUpdateSchema),
      async (c) => {
        const id = currentUser(c).id;
        const body = c.req.valid('json');
        // A picture must be one of this shopper's uploads (not another shopper's file).
        if (body.image)
          body.image = await uploads.assertOwnedBy(id, body.image, 'image', UPLOAD_CODE.picture, c.get('origin'));
        const user = await accounts.updateProfile(id, body);
        return c.json({ message: 'success', user });
      },
    )
    .post(
      '/profile/image',
      doc('Upload a profile picture', profileImageAnswerSchema, { auth: true, upload: true, errors: [413, 422, 429] }),
      async (c) => {
        const id = currentUser(c).id;
        const imageUrl = await uploadedImage(c, deps, id, 'profile');
        return c.json({ message: 'success', image_url: imageUrl, user: await accounts.setImage(id, imageUrl) });
      },
    )
    .post(
      '/upload',
      doc('Upload an image (receipt, picture): its URL', uploadAnswerSchema, {
        auth: true,
        upload: true,
        errors: [413, 422, 429],
      }),
      async (c) => {
        const id = currentUser(c).id;
        return c.json({ message: 'success', image_url: await uploadedImage(c, deps, id, 'upload') });
      },
    )
    .get('/profile/location', doc("The shopper's addresses", addressListSchema, { auth: true }), async (c) =>
      c.json({ data: await addresses.list(currentUser(c).id) }),
    )
    .post(
      '/profile/location/add',
      doc('Add an address', addressAddedSchema, { auth: true, body: addressInputSchema, errors: [422] }),
      // SPEC section 8: "Address add failure returns 'error'" (field errors ride along).
      validate('json', addressInputSchema, { code: 'address.invalid' }),
      async (c) => c.json({ message: 'success', data: await addresses.add(currentUser(c).id, c.req.valid('json')) }),
    )
    .post(
      '/profile/location/:id',
      doc('Make an address the default', successAnswerSchema, { auth: true, errors: [404] }),
      validate('param', idParam),
      async (c) => {
        await addresses.setDefault(currentUser(c).id, c.req.valid('param').id);
        return c.json({ message: 'success' });
      },
    )
    .delete(
      '/profile/location/delete/:id',
      doc('Delete an address', successAnswerSchema, { auth: true, errors: [404] }),
      validate('param', idParam),
      async (c) => {
        await addresses.remove(currentUser(c).id, c.req.valid('param').id);
        return c.json({ message: 'success' });
      },
    )
    .post(
      '/query_google_map',
      doc('The point of a Google Maps link', mapPointAnswerSchema, { errors: [422, 429, 502] }),
      validate('json', queryGoogleMapSchema),
      async (c) => {
        const point = await queryGoogleMap(c.req.valid('json').url, maps);
        return c.json({ message: MAP_TEXT.success, lat: point.lat, lng: point.lng });
      },
    )
    .get(
      '/reverse_geocode',
      doc('The place name of a point', reverseGeocodeAnswerSchema),
      validate('query', reverseGeocodeQuerySchema),
      async (c) => {
        const { lat, lng, lang } = c.req.valid('query');
        return c.json({ label: await geocoder.reverse(lat, lng, lang) });
      },
    );
}
