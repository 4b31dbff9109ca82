import { formatDay } from './date-text';
import { formatUsdCents } from './money';
import type { Locale } from './locale';
import { isNotificationKind, type NotificationKind } from './notification-kinds';

/**
 * The texts of each notification kind in kh/en/zh (decision 0039): a title, a body, a short form
 * for SMS (Khmer within one 70-character UCS-2 segment where it can be: no site name, only the
 * order number), the page it opens and its action buttons. Rendered when delivered, in the
 * recipient's language at that moment.
 */

export interface NotificationFacts {
  orderId: number | null;
  payload: Record<string, unknown>;
}

export interface NotificationText {
  title: string;
  body: string;
  short: string;
  link: string | null;
  actions: { id: string; label: string; link?: string }[];
}

type Tri = Record<Locale, string>;
type Texts = { title: Tri; body: (f: Facts) => Tri; short: (f: Facts) => Tri };
interface Facts {
  no: string;
  amount: string;
  due: string;
  code: string;
  status: string;
  text: string;
  /** The orders a notice names (`#10, #11`): the payload's `order_ids`, else the order's own number. */
  orders: string;
  many: boolean;
  /** The payload's `eta` (a day) in the recipient's language, or ''. */
  eta: string;
}

const t = (kh: string, en: string, zh: string): Tri => ({ kh, en, zh });

const conversation = (who: Tri): Texts => ({
  title: who,
  body: (f) => t(`#${f.no}: ${f.text}`, `#${f.no}: ${f.text}`, `#${f.no}：${f.text}`),
  short: (f) => t(`#${f.no} សារថ្មី`, `#${f.no} new message`, `#${f.no} 新消息`),
});
const TEXTS: Record<NotificationKind, Texts> = {
  order_placed: {
    title: t('បានទទួលការបញ្ជាទិញ', 'Order received', '已收到订单'),
    body: (f) =>
      t(`ការបញ្ជាទិញ #${f.no} ត្រូវបានទទួល។`, `We received your order #${f.no}.`, `我们已收到您的订单 #${f.no}。`),
    short: (f) => t(`បានទទួលការបញ្ជាទិញ #${f.no}`, `Order #${f.no} received`, `订单 #${f.no} 已收到`),
  },
  order_paid: {
    title: t('បានបង់ប្រាក់', 'Payment received', '已收到付款'),
    body: (f) =>
      t(
        `ការបញ្ជាទិញ #${f.no} បានបង់ ${f.amount}។ យើងនឹងទិញទំនិញឆាប់ៗ។`,
        `Order #${f.no} is paid (${f.amount}). We will buy your items soon.`,
        `订单 #${f.no} 已付款（${f.amount}）。我们将尽快为您采购。`,
      ),
    short: (f) => t(`#${f.no} បានបង់ ${f.amount}`, `#${f.no} paid ${f.amount}`, `#${f.no} 已付 ${f.amount}`),
  },
  order_confirmed: {
    title: t('បានបញ្ជាក់ការបញ្ជាទិញ', 'Order confirmed', '订单已确认'),
    body: (f) =>
      t(
        `ការបញ្ជាទិញ #${f.no} ត្រូវបានបញ្ជាក់។ យើងនឹងទិញទំនិញឆាប់ៗ។ សូមបង់ ${f.amount} ជាសាច់ប្រាក់ពេលទទួលទំនិញ។`,
        `Order #${f.no} is confirmed. We will buy your items soon; pay ${f.amount} in cash on delivery.`,
        `订单 #${f.no} 已确认。我们将尽快为您采购；请在收货时以现金支付 ${f.amount}。`,
      ),
    short: (f) => t(`#${f.no} បានបញ្ជាក់`, `#${f.no} confirmed`, `#${f.no} 已确认`),
  },
  transfer_refused: {
    title: t('បង្កាន់ដៃផ្ទេរប្រាក់មិនត្រូវបានទទួល', 'Transfer receipt refused', '转账凭证未通过'),
    body: (f) =>
      t(
        // Staff's reason (`status` reads the payload's `reason`), quoted as they wrote it.
        `បង្កាន់ដៃនៃការបញ្ជាទិញ #${f.no} មិនត្រឹមត្រូវ${f.status && `៖ ${f.status}`}។ សូមផ្ញើម្តងទៀត។`,
        `The transfer receipt of order #${f.no} was refused${f.status && `: ${f.status}`}. Please send another.`,
        `订单 #${f.no} 的转账凭证未通过${f.status && `：${f.status}`}，请重新上传。`,
      ),
    short: (f) => t(`#${f.no} បង្កាន់ដៃមិនត្រឹមត្រូវ`, `#${f.no} receipt refused`, `#${f.no} 凭证未通过`),
  },
  topup_requested: {
    title: t('សំណើបញ្ចូលប្រាក់', 'Top-up to verify', '待核实充值'),
    body: (f) =>
      t(
        `សំណើបញ្ចូល ${f.amount} ត្រូវពិនិត្យ។`,
        `A top-up of ${f.amount} waits for verification.`,
        `一笔 ${f.amount} 的充值待核实。`,
      ),
    short: (f) => t(`បញ្ចូល ${f.amount} ត្រូវពិនិត្យ`, `Top-up ${f.amount} to verify`, `充值 ${f.amount} 待核实`),
  },
  topup_verified: {
    title: t('បានបញ្ចូលប្រាក់', 'Top-up added', '充值成功'),
    body: (f) =>
      t(
        `${f.amount} បានបញ្ចូលក្នុង Anakut Cash។`,
        `${f.amount} was added to your Anakut Cash.`,
        `${f.amount} 已存入您的 Anakut Cash。`,
      ),
    short: (f) => t(`បានបញ្ចូល ${f.amount}`, `Top-up ${f.amount} added`, `已充值 ${f.amount}`),
  },
  topup_refused: {
    title: t('ការបញ្ចូលប្រាក់ត្រូវបានបដិសេធ', 'Top-up refused', '充值未通过'),
    body: (f) =>
      t(`ការបញ្ចូល ${f.amount} ត្រូវបានបដិសេធ។`, `Your top-up of ${f.amount} was refused.`, `您 ${f.amount} 的充值未通过。`),
    short: (f) => t(`ការបញ្ចូល ${f.amount} បដិសេធ`, `Top-up ${f.amount} refused`, `充值 ${f.amount} 未通过`),
  },
  refund_made: {
    title: t('បានសងប្រាក់វិញ', 'Refund made', '已退款'),
    body: (f) =>
      t(
        `យើងបានសង ${f.amount} សម្រាប់ការបញ្ជាទិញ #${f.no}។`,
        `We refunded ${f.amount} for order #${f.no}.`,
        `订单 #${f.no} 已退款 ${f.amount}。`,
      ),
    short: (f) => t(`#${f.no} សងវិញ ${f.amount}`, `#${f.no} refund ${f.amount}`, `#${f.no} 退款 ${f.amount}`),
  },
  supplement_paid: {
    title: t('បានបង់ប្រាក់បន្ថែម', 'Extra payment received', '已收到补款'),
    body: (f) =>
      t(
        `បានទទួល ${f.amount} សម្រាប់ #${f.no}។`,
        `We received ${f.amount} for order #${f.no}.`,
        `已收到订单 #${f.no} 的补款 ${f.amount}。`,
      ),
    short: (f) => t(`#${f.no} បានបង់ ${f.amount}`, `#${f.no} paid ${f.amount}`, `#${f.no} 已补 ${f.amount}`),
  },
  line_bought: {
    title: t('បានទិញទំនិញ', 'Item bought', '已采购'),
    body: (f) =>
      t(
        `ទំនិញនៃ #${f.no} ត្រូវបានទិញពីអ្នកលក់។`,
        `An item of order #${f.no} was bought from the seller.`,
        `订单 #${f.no} 的商品已向卖家下单。`,
      ),
    short: (f) => t(`#${f.no} បានទិញ`, `#${f.no} item bought`, `#${f.no} 已采购`),
  },
  qc_ready: {
    title: t('សូមពិនិត្យរូបភាពទំនិញ', 'Quality check ready', '质检已完成'),
    body: (f) =>
      t(
        `រូបភាពពិនិត្យនៃ #${f.no} រួចរាល់។ សូមយល់ព្រម។`,
        `The quality check photos of order #${f.no} are ready. Please approve.`,
        `订单 #${f.no} 的质检照片已就绪，请确认。`,
      ),
    short: (f) => t(`#${f.no} សូមពិនិត្យរូបភាព`, `#${f.no} QC photos ready`, `#${f.no} 质检待确认`),
  },
  qc_reminder: {
    title: t('រំលឹក៖ ពិនិត្យទំនិញ', 'Reminder: quality check', '提醒：质检待确认'),
    body: (f) =>
      t(
        `#${f.no} នៅរង់ចាំការយល់ព្រមរបស់អ្នក។`,
        `Order #${f.no} still waits for your approval.`,
        `订单 #${f.no} 仍在等待您的确认。`,
      ),
    short: (f) => t(`#${f.no} រង់ចាំការយល់ព្រម`, `#${f.no} awaits your OK`, `#${f.no} 待确认`),
  },
  problem_raised: {
    title: t('មានបញ្ហាត្រូវការចម្លើយ', 'A problem needs your answer', '有问题需要您处理'),
    body: (f) =>
      t(
        `ទំនិញនៃ #${f.no} មានបញ្ហា។ សូមឆ្លើយ${f.due}។`,
        `An item of order #${f.no} has a problem. Please answer${f.due}.`,
        `订单 #${f.no} 的商品有问题，请处理${f.due}。`,
      ),
    short: (f) => t(`#${f.no} មានបញ្ហា សូមឆ្លើយ`, `#${f.no} problem: please answer`, `#${f.no} 有问题请处理`),
  },
  problem_reminder: {
    title: t('រំលឹក៖ បញ្ហានៅរង់ចាំ', 'Reminder: problem waiting', '提醒：问题待处理'),
    body: (f) =>
      t(
        `បញ្ហានៃ #${f.no} នៅរង់ចាំចម្លើយ។`,
        `The problem on order #${f.no} still waits for an answer.`,
        `订单 #${f.no} 的问题仍待处理。`,
      ),
    short: (f) => t(`#${f.no} បញ្ហារង់ចាំ`, `#${f.no} problem waiting`, `#${f.no} 问题待处理`),
  },
  freight_due: {
    title: t('ថ្លៃដឹកត្រូវបង់', 'Freight to pay', '运费待支付'),
    body: (f) =>
      t(
        `កញ្ចប់ ${f.code} នៃ #${f.no} បានថ្លឹងរួច។ សូមបង់ថ្លៃដឹក${f.amount && ` ${f.amount}`}។`,
        `Parcel ${f.code} of order #${f.no} was weighed. Please pay its freight${f.amount && ` of ${f.amount}`}.`,
        `订单 #${f.no} 的包裹 ${f.code} 已称重，请支付运费${f.amount && ` ${f.amount}`}。`,
      ),
    // The amount too: a parcel weighed again tells its new freight (the same words twice told nothing).
    short: (f) =>
      t(
        `#${f.no} សូមបង់ថ្លៃដឹក${f.amount && ` ${f.amount}`}`,
        `#${f.no} freight to pay${f.amount && ` ${f.amount}`}`,
        `#${f.no} 请付运费${f.amount && ` ${f.amount}`}`,
      ),
  },
  storage_ending: {
    title: t('ការទុកឥតគិតថ្លៃជិតផុត', 'Free storage ending', '免费仓储即将到期'),
    body: (f) =>
      t(
        `ការទុកទំនិញ #${f.no} ឥតគិតថ្លៃនឹងផុតក្នុង ${f.text} ថ្ងៃ។`,
        `Free storage of order #${f.no} ends in ${f.text} days.`,
        `订单 #${f.no} 的免费仓储将在 ${f.text} 天后到期。`,
      ),
    short: (f) => t(`#${f.no} ទុកឥតគិតថ្លៃជិតផុត`, `#${f.no} free storage ending`, `#${f.no} 免费仓储将到期`),
  },
  // One notice per shopper and batch: every order it carries, and when it should arrive.
  parcel_departed: {
    title: t('កញ្ចប់បានចេញដំណើរ', 'Parcel on its way', '包裹已发出'),
    body: (f) =>
      t(
        `ការបញ្ជាទិញ ${f.orders} កំពុងដឹកមកកម្ពុជា${f.eta && ` រំពឹងថាមកដល់ ${f.eta}`}។`,
        `${f.many ? 'Orders' : 'Order'} ${f.orders} ${f.many ? 'are on their way' : 'is on its way'} to Cambodia${f.eta && `, expected ${f.eta}`}.`,
        `订单 ${f.orders} 正在运往柬埔寨${f.eta && `，预计 ${f.eta} 到达`}。`,
      ),
    short: (f) => t(`${f.orders} កំពុងមកកម្ពុជា`, `${f.orders} on ${f.many ? 'their' : 'its'} way`, `${f.orders} 运输中`),
  },
  arrived_phnom_penh: {
    title: t('មកដល់ភ្នំពេញ', 'Arrived in Phnom Penh', '已到达金边'),
    body: (f) =>
      t(
        `#${f.no} បានមកដល់ឃ្លាំងភ្នំពេញ។`,
        `Order #${f.no} arrived at the Phnom Penh warehouse.`,
        `订单 #${f.no} 已到达金边仓库。`,
      ),
    short: (f) => t(`#${f.no} ដល់ភ្នំពេញ`, `#${f.no} in Phnom Penh`, `#${f.no} 已到金边`),
  },
  out_for_delivery: {
    title: t('កំពុងដឹកជូន', 'Out for delivery', '派送中'),
    body: (f) => t(`#${f.no} កំពុងដឹកទៅអ្នក។`, `Order #${f.no} is out for delivery.`, `订单 #${f.no} 正在派送。`),
    short: (f) => t(`#${f.no} កំពុងដឹកជូន`, `#${f.no} out for delivery`, `#${f.no} 派送中`),
  },
  delivered: {
    title: t('បានដឹកដល់', 'Delivered', '已送达'),
    body: (f) =>
      t(`#${f.no} បានដឹកដល់។ អរគុណ!`, `Order #${f.no} was delivered. Thank you!`, `订单 #${f.no} 已送达，谢谢！`),
    short: (f) => t(`#${f.no} បានដឹកដល់`, `#${f.no} delivered`, `#${f.no} 已送达`),
  },
  delivery_failed: {
    title: t('ដឹកជូនមិនបានសម្រេច', 'Delivery failed', '派送失败'),
    body: (f) =>
      t(
        `#${f.no} មិនអាចដឹកជូនបានទេ (${f.status})។ យើងនឹងដឹកម្ដងទៀត។`,
        `Order #${f.no} could not be delivered (${f.status}). We will bring it again.`,
        `订单 #${f.no} 未能送达（${f.status}），我们会再次派送。`,
      ),
    short: (f) => t(`#${f.no} ដឹកមិនបាន`, `#${f.no} delivery failed`, `#${f.no} 派送失败`),
  },
  order_cancelled: {
    title: t('ការបញ្ជាទិញត្រូវបានលុប', 'Order cancelled', '订单已取消'),
    body: (f) => t(`ការបញ្ជាទិញ #${f.no} ត្រូវបានលុបចោល។`, `Order #${f.no} was cancelled.`, `订单 #${f.no} 已取消。`),
    short: (f) => t(`#${f.no} បានលុបចោល`, `#${f.no} cancelled`, `#${f.no} 已取消`),
  },
  'conversation.shopper_message': conversation(t('សារពីអតិថិជន', 'Message from a shopper', '顾客留言')),
  'conversation.staff_reply': conversation(t('ហាងបានឆ្លើយតប', 'The shop replied', '店铺已回复')),
  buy_request_answered: {
    title: t('សំណើរបស់អ្នកមានចម្លើយហើយ', 'Your request was answered', '您的代购请求已答复'),
    body: (f) =>
      t(
        `យើងបានរកឃើញផលិតផលដែលអ្នកស្នើ។ តម្លៃ៖ ${f.amount}។`,
        `We found the product you asked for. Price: ${f.amount}.`,
        `我们找到了您要的商品，报价：${f.amount}。`,
      ),
    short: (f) => t(`សំណើមានចម្លើយ៖ ${f.amount}`, `Request answered: ${f.amount}`, `请求已答复：${f.amount}`),
  },
  delivery_status: {
    title: t('ការដឹកជញ្ជូនរហ័ស', 'Express delivery', '快递配送'),
    body: (f) => t(`ការដឹក ${f.code}៖ ${f.status}`, `Delivery ${f.code}: ${f.status}`, `配送 ${f.code}：${f.status}`),
    short: (f) => t(`ដឹក ${f.code}៖ ${f.status}`, `Delivery ${f.code}: ${f.status}`, `配送 ${f.code}：${f.status}`),
  },
};

const ACTION_LABEL = {
  open: t('មើល', 'View', '查看'),
  qc: t('ពិនិត្យ និងយល់ព្រម', 'Review and approve', '查看并确认'),
  problem: t('មើលបញ្ហា', 'See the problem', '查看问题'),
};

const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? formatUsdCents(v) : '');
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The texts of one outbox row in one language; an unknown kind reads as a plain order update. */
export function renderNotification(kind: string, facts: NotificationFacts, locale: Locale): NotificationText {
  const p = facts.payload;
  const f: Facts = {
    no: str(facts.orderId ?? p.order_id),
    amount: cents(p.amount_cents ?? p.total_cents ?? p.amount_due_cents),
    due: p.amount_due_cents ? ` (${cents(p.amount_due_cents)})` : '',
    code: str(p.code),
    status: str(locale === 'kh' ? (p.status_kh ?? p.status ?? p.reason) : (p.status ?? p.reason)).slice(0, 300),
    text: str(p.text ?? p.days_before).slice(0, 300),
    orders: '',
    many: false,
    eta: typeof p.eta === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.eta) ? formatDay(p.eta, locale) : '',
  };
  const ids = Array.isArray(p.order_ids) ? p.order_ids.filter((id): id is number => typeof id === 'number') : [];
  f.many = ids.length > 1;
  f.orders = ids.length > 0 ? ids.map((id) => `#${id}`).join(', ') : `#${f.no}`;
  const texts = isNotificationKind(kind) ? TEXTS[kind] : TEXTS.order_placed;
  const link = facts.orderId
    ? `/orders/${facts.orderId}`
    : kind.startsWith('topup')
      ? '/wallet'
      : kind === 'buy_request_answered'
        ? '/account/requests'
        : null;
  const actions: NotificationText['actions'] = [];
  if (kind === 'qc_ready' || kind === 'qc_reminder') {
    // `qc_approve:<lineId>`: the Telegram channel turns it into a button that approves that line's check.
    const line = typeof p.line_id === 'number' ? `:${p.line_id}` : '';
    actions.push({ id: `qc_approve${line}`, label: ACTION_LABEL.qc[locale], ...(link ? { link } : {}) });
  } else if (kind === 'problem_raised' || kind === 'problem_reminder')
    actions.push({ id: 'problem_open', label: ACTION_LABEL.problem[locale], ...(link ? { link } : {}) });
  else if (link) actions.push({ id: 'open', label: ACTION_LABEL.open[locale], link });
  return { title: texts.title[locale], body: texts.body(f)[locale], short: texts.short(f)[locale], link, actions };
}
