import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AddressFields } from '../../components/ui/address-fields';
import type { FormResult } from './form-result.server';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';

/** POST /profile/location/add from the address book (the fields are shared with the checkout). */
export function AddressForm({ tileUrl, result }: { tileUrl: string; result?: FormResult | undefined }) {
  const t = useT();
  const errors = result?.errors ?? {};
  return (
    <Form method="post" noValidate data-testid="address-form" className="mt-2">
      <input type="hidden" name="intent" value="add" />
      <FormMessage message={result && !result.ok && Object.keys(errors).length === 0 ? result.message : undefined} />
      <AddressFields tileUrl={tileUrl} result={result} />
      <SubmitButton>{t('accounts.address.save')}</SubmitButton>
    </Form>
  );
}
