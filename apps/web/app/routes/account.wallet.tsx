import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/account.wallet';
import { paymentAccountsAnswerSchema, topupAmountSchema, walletAnswerSchema } from '@fardin/core/contract-commerce';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet, errorTextsFor, failureText, fieldErrors, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { formText } from '../lib/form-data';
import { textOf } from '../i18n/texts.server';
import { inputErrors } from '../lib/input-errors.server';
import { WalletPage, type TopupResult } from '../features/commerce/wallet-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myWallet', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const [wallet, accounts] = await Promise.all([
    apiGet(context, '/api/wallet', walletAnswerSchema),
    apiGet(context, '/api/payment/transfer-accounts', paymentAccountsAnswerSchema),
  ]);
  // A checkout short of balance links here with the missing amount.
  const asked = Number(new URL(request.url).searchParams.get('amount'));
  return {
    wallet: wallet.data,
    accounts: accounts.data,
    amount: Number.isFinite(asked) && asked > 0 && asked <= 10_000 ? asked.toFixed(2) : '',
    errorTexts: errorTextsFor(requestLocale(request), [
      'upload.',
      'receipt.',
      'validation.',
      'request.',
      'auth.',
      'server.',
    ]),
  };
}

/**
 * A top-up request: the receipt already uploaded by the page's script (image_url), or posted as a
 * file. A missing amount and a missing receipt are said together, under their fields, in the
 * page's language (the form has no browser checks: noValidate), before anything is sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const locale = requestLocale(request);
  const form = await request.formData();
  let imageUrl = formText(form, 'image_url');
  const file = form.get('file');
  const hasFile = file instanceof File && file.size > 0;
  const amount = formText(form, 'amount');
  const values = { amount, image_url: imageUrl };
  // Every mistake at once: an amount out of the API's bounds too, not only after the receipt is sent.
  const amountError = amount
    ? (await inputErrors(z.object({ amount: topupAmountSchema }), { amount: Number(amount) }, locale)).amount
    : textOf(locale, 'commerce.wallet.amountRequired');
  const missing: Record<string, string[]> = {
    ...(amountError ? { amount: [amountError] } : {}),
    ...(imageUrl || hasFile ? {} : { image_url: [textOf(locale, 'commerce.err.receiptRequired')] }),
  };
  if (Object.keys(missing).length > 0)
    return data<TopupResult>({ ok: false, errors: missing, values }, { status: 422 });
  if (!imageUrl && hasFile) {
    const body = new FormData();
    body.set('file', file);
    const uploaded = await apiCall(
      context,
      '/api/upload',
      { method: 'POST', body },
      z.object({ image_url: z.string() }),
    );
    if (!uploaded.ok)
      return data<TopupResult>(
        { ok: false, message: failureText(uploaded, locale), values },
        { status: uploaded.status >= 500 ? 502 : uploaded.status },
      );
    imageUrl = uploaded.data.image_url;
  }
  const answer = await apiCall(context, '/api/wallet/topup', {
    method: 'POST',
    body: {
      amount: Number(amount),
      payment_method: formText(form, 'payment_method') || undefined,
      image_url: imageUrl || undefined,
    },
  });
  if (!answer.ok)
    return data<TopupResult>(
      {
        ok: false,
        message: failureText(answer, locale),
        errors: fieldErrors(answer, locale),
        values: { amount, image_url: imageUrl },
      },
      { status: answer.status >= 500 ? 502 : answer.status },
    );
  return data<TopupResult>({ ok: true });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WalletPage
      wallet={loaderData.wallet}
      accounts={loaderData.accounts}
      amount={loaderData.amount}
      errorTexts={loaderData.errorTexts}
      result={actionData}
    />
  );
}
