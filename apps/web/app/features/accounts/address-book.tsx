import { Form } from 'react-router';
import type { Address } from '@fardin/core/contract-accounts';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { AddressForm } from './address-form';
import { PageCard } from './form-ui';
import { FormMessage } from '../../components/ui/form-field';
import { Icon } from '../../components/ui/icon';
import { Theirs } from '../../components/ui/their-words';

/** /account/my-address: the saved addresses (default first) and the form to add one. */
export function AddressBook({
  addresses,
  tileUrl,
  result,
}: {
  addresses: Address[];
  tileUrl: string;
  result?: (FormResult & { intent?: string }) | undefined;
}) {
  const t = useT();
  const added = result?.ok && result.intent === 'add';
  return (
    <PageCard title={t('page.myAddress')}>
      {added && <FormMessage ok message={t('accounts.address.saved')} />}
      {addresses.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-center text-gray-600" data-testid="address-empty">
          {t('accounts.address.empty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="address-list">
          {addresses.map((a) => (
            <li key={a.id} className="flex gap-3 rounded-xl border border-gray-200 p-3">
              <Icon name="map-pin" size={20} className="mt-0.5 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <Theirs>{a.name}</Theirs>
                  {a.default && (
                    <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                      {t('accounts.address.default')}
                    </span>
                  )}
                </p>
                {a.description && (
                  <p className="text-sm text-gray-600" data-user-text="">
                    {a.description}
                  </p>
                )}
                <p className="text-xs text-gray-500">
                  {a.lat.toFixed(5)}, {a.long.toFixed(5)}
                </p>
                <div className="mt-2 flex gap-2">
                  {!a.default && (
                    <Form method="post">
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="default"
                        className="rounded-lg border border-primary px-3 py-1 text-xs font-semibold text-primary"
                      >
                        {t('accounts.address.setDefault')}
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="id" value={a.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="rounded-lg border border-error px-3 py-1 text-xs font-semibold text-error"
                    >
                      {t('accounts.address.delete')}
                    </button>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-6 text-lg font-bold">{t('accounts.address.add')}</h2>
      <AddressForm
        key={added ? `added-${addresses.length}` : 'form'}
        tileUrl={tileUrl}
        result={added ? undefined : result}
      />
    </PageCard>
  );
}
