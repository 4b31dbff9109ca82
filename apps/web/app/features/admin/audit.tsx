import { Form, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { AuditPage } from './schemas';
import { AdminPage, Empty, inputClass, Pager, Submit, when } from './ui';
import { Field } from '../../components/ui/form-field';
import { Theirs } from '../../components/ui/their-words';

/** Who did what, newest first. */
export function AuditView({ page }: { page: AuditPage }) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AdminPage title={t('admin.nav.audit')}>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <Field look="compact" label={t('admin.audit.target')}>
          <input name="target_type" defaultValue={params.get('target_type') ?? ''} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.audit.targetId')}>
          <input name="target_id" defaultValue={params.get('target_id') ?? ''} className={inputClass} />
        </Field>
        <Submit label={t('admin.filter')} />
      </Form>
      {page.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y rounded-lg border border-gray-200 bg-white text-sm">
          {page.data.map((e) => (
            // A line breaks anywhere only where it would overflow (`overflow-wrap: anywhere`): a
            // detail's JSON, a long code or number fit a phone, and Khmer words stay whole.
            <li key={e.id} className="p-3 wrap-anywhere" data-testid="audit-entry">
              <span className="block text-gray-600">
                {when(e.at)} · <Theirs>{e.actor_name}</Theirs>
              </span>
              {/* The log's own record: action and target are codes, as the API and the CLI name them. */}
              <strong>
                <code>{e.action}</code>
              </strong>{' '}
              · <code>{e.target_type}</code> <code>#{e.target_id}</code>
              {e.details && typeof e.details === 'object' && Object.keys(e.details).length > 0 ? (
                <code className="mt-1 block text-xs text-gray-700" data-testid="audit-details">
                  {JSON.stringify(e.details).slice(0, 300)}
                </code>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} last={Math.max(1, Math.ceil(page.total / page.row_per_page))} />
    </AdminPage>
  );
}
