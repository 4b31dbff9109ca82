import type { AdminDashboard } from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Stat, usd } from './ui';

const count = (n: number | null) => (n === null ? '—' : String(n));

export function Dashboard({ data }: { data: AdminDashboard }) {
  const t = useT();
  return (
    <AdminPage title={t('admin.nav.dashboard')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-6">
        <Stat label="admin.dash.ordersToBuy" value={count(data.orders_to_buy)} to="/admin/orders?stage=paid" />
        <Stat label="admin.dash.paymentsToVerify" value={count(data.payments_to_verify)} to="/admin/payments" />
        <Stat label="admin.dash.topups" value={count(data.topups_to_approve)} to="/admin/payments#topups" />
        <Stat
          label="admin.dash.deliveries"
          value={count(data.deliveries_to_dispatch)}
          to="/admin/deliveries?status=pending"
        />
        <Stat
          label="admin.dash.withdrawals"
          value={count(data.withdrawals_to_pay)}
          to="/admin/withdrawals?status=pending"
        />
        <Stat
          label="admin.dash.revenue"
          value={data.revenue_today === null ? '—' : usd(data.revenue_today)}
          to="/admin/orders?status=paid"
        />
      </div>
    </AdminPage>
  );
}
