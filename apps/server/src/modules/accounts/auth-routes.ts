import { Hono, type Context } from 'hono';
import {
  changePasswordSchema,
  forgotOtpSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendSchema,
  vendorQuerySchema,
  verifySchema,
} from '@fardin/core/contract-accounts';
import type { AppEnv } from '../../http/app-env';
import { currentUser } from '../../http/auth';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { AccountService } from './account-service';
import type { OtpService } from './otp';
import type { SessionService } from './sessions';
import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { successAnswerSchema } from '@fardin/core/contract-foundation';
import { otpReferenceAnswerSchema, tokenAnswerSchema } from '@fardin/core/contract-accounts';
import { apiDoc } from '../../http/openapi';

const doc = apiDoc('Accounts');

/** SPEC section 6: one local strategy with a vendor code parameter. */
function checkVendor(code: string | undefined, expected: string, required: boolean): void {
  if (code === undefined && !required) return;
  if (code !== expected) throw new HttpError(400, 'auth.invalid_vendor');
}

function tokenOf(c: Context<AppEnv>): string {
  const token = c.get('token');
  if (!token) throw new HttpError(401, 'auth.required');
  return token;
}

/** Register, verify, login, logout, forgot password, change password, delete (DOMAIN.md "Accounts"). */
export function authRoutes(accounts: AccountService, otp: OtpService, sessions: SessionService, vendorCode: string) {
  return new Hono<AppEnv>()
    .post(
      '/register',
      doc('Register a shopper (an OTP is sent to verify the phone)', tokenAnswerSchema, {
        status: 201,
        errors: [400, 409, 429],
      }),
      validate('query', vendorQuerySchema),
      validate('json', registerSchema),
      async (c) => {
        checkVendor(c.req.valid('query').vendor_code, vendorCode, true);
        return c.json(await accounts.register(c.req.valid('json'), clientAddress(c)), 201);
      },
    )
    .post(
      '/verify',
      doc('Verify the phone with the OTP', successAnswerSchema, { errors: [400, 429] }),
      validate('query', vendorQuerySchema),
      validate('json', verifySchema),
      async (c) => {
        checkVendor(c.req.valid('query').vendor_code, vendorCode, false);
        const { phone, otp: code } = c.req.valid('json');
        await accounts.verify(phone, code, clientAddress(c));
        return c.json({ message: 'success' });
      },
    )
    .post(
      '/login',
      doc('Log in with phone and password: the bearer token', tokenAnswerSchema, { errors: [400, 401, 403, 429] }),
      validate('query', vendorQuerySchema),
      validate('json', loginSchema),
      async (c) => {
        checkVendor(c.req.valid('query').vendor_code, vendorCode, true);
        const { phone, password } = c.req.valid('json');
        return c.json(await accounts.login(phone, password, clientAddress(c)));
      },
    )
    .post('/logout', doc('Log out (revoke this token)', successAnswerSchema, { auth: true }), async (c) => {
      currentUser(c, { allowUnverified: true });
      await sessions.revoke(tokenOf(c));
      return c.json({ message: 'success' });
    })
    .post(
      '/auth/resend',
      doc('Send an OTP again (verify or forgot password)', otpReferenceAnswerSchema, { errors: [429] }),
      validate('json', resendSchema),
      async (c) => {
        const { phone, type, lang } = c.req.valid('json');
        const { reference } = await accounts.resend(phone, type, clientAddress(c), lang);
        return c.json({ message: ACCOUNT_TEXT.otpSent, reference });
      },
    )
    .post(
      '/auth/forgot/otp',
      doc('Confirm the forgot-password OTP', otpReferenceAnswerSchema, { errors: [429] }),
      validate('json', forgotOtpSchema),
      async (c) => {
        const { reference, otp: code } = c.req.valid('json');
        return c.json({ message: 'success', reference: await otp.confirmReference(reference, code, clientAddress(c)) });
      },
    )
    .post(
      '/auth/forgot/password',
      doc('Set a new password after the OTP: logs in', tokenAnswerSchema, { errors: [429] }),
      validate('json', forgotPasswordSchema),
      async (c) => {
        const { reference, password } = c.req.valid('json');
        return c.json(await accounts.forgotPassword(reference, password, clientAddress(c)));
      },
    )
    .put(
      '/auth/change',
      doc('Change the password', successAnswerSchema, { auth: true }),
      validate('json', changePasswordSchema),
      async (c) => {
        const user = currentUser(c);
        const body = c.req.valid('json');
        await accounts.changePassword(user.id, tokenOf(c), body.current_password, body.new_password);
        return c.json({ message: 'success' });
      },
    )
    .delete('/auth/delete', doc('Delete the account', successAnswerSchema, { auth: true }), async (c) => {
      const user = currentUser(c, { allowUnverified: true });
      await accounts.deleteAccount(user.id);
      return c.json({ message: 'success' });
    });
}
