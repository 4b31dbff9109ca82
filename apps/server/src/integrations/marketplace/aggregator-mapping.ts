import { z } from 'zod';
import { convertToUsd } from '@fardin/core/money';
import {
  defaultCurrency,
  type Product,
  type ProductProp,
  type ProductSeller,
  type ProductSku,
  type ProductSummary,
} from '@fardin/core/contract-catalogue';
import type { StoreCode } from '@fardin/core/contract-foundation';
import { UpstreamError } from '../../lib/resilience';
import { imageUrl } from './types';

/**
 * Reads both aggregator families of DOMAIN.md into our product type, in one place. Numbers often
 * arrive as strings and images as `//host/...`; missing currencies take the store's default.
 */
const num = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const id = z.union([z.string().min(1), z.number().transform(String)]);
const optNum = num.nullish().catch(null);

const summaryRow = z.object({
  num_iid: id,
  title: z.string(),
  pic: z.string().optional(),
  pic_url: z.string().optional(),
  price: num,
  promotion_price: optNum,
  orginal_price: optNum,
  sales: optNum,
  detail_url: z.string().optional(),
  currency: z.string().optional(),
});

const familyASearch = z.object({ result: z.object({ item: z.array(summaryRow), total_results: optNum }) });
const familyBSearch = z.object({
  error_code: z.string().optional(),
  items: z.object({ item: z.array(summaryRow), total_results: optNum }),
});

const detailRow = summaryRow.extend({
  images: z.array(z.string()).optional(),
  item_imgs: z.array(z.object({ url: z.string() })).optional(),
  description: z.string().optional(),
  desc: z.string().optional(),
  props_list: z.record(z.string(), z.string()).optional(),
  skus: z
    .object({ sku: z.array(z.object({ sku_id: id, properties: z.string(), price: num, quantity: num.optional() })) })
    .optional()
    .catch(undefined),
  num: optNum,
  // The seller, where the aggregator says (decision 0038): flat fields or a `seller_info` object.
  nick: z.string().optional().catch(undefined),
  seller_nick: z.string().optional().catch(undefined),
  shop_name: z.string().optional().catch(undefined),
  seller_id: id.optional().catch(undefined),
  shop_id: id.optional().catch(undefined),
  seller_info: z
    .object({
      shop_name: z.string().optional(),
      nick: z.string().optional(),
      title: z.string().optional(),
      shop_id: id.optional(),
      sid: id.optional(),
      seller_id: id.optional(),
      user_num_id: id.optional(),
    })
    .optional()
    .catch(undefined),
});
const familyADetail = z.object({ result: z.object({ item: detailRow.nullish() }) });
const familyBDetail = z.object({ error_code: z.string().optional(), item: detailRow.nullish() });

export interface MapContext {
  store: string;
  country: string;
  rates: Readonly<Record<string, number>>;
}

/** The seller of a detail row: its shop name (else the seller's nick) and the shop's (else the seller's) id. */
function sellerOf(row: z.infer<typeof detailRow>): ProductSeller | null {
  const info = row.seller_info;
  const name = [info?.shop_name, info?.title, row.shop_name, info?.nick, row.nick, row.seller_nick]
    .map((n) => n?.trim())
    .find((n) => !!n);
  const sellerId =
    info?.shop_id ?? info?.sid ?? row.shop_id ?? info?.seller_id ?? info?.user_num_id ?? row.seller_id ?? null;
  if (!name && !sellerId) return null;
  return { id: sellerId, name: name ?? sellerId ?? '' };
}

function malformed(): never {
  throw new UpstreamError('The marketplace service sent an answer we could not read', 'malformed');
}

function toSummary(row: z.infer<typeof summaryRow>, ctx: MapContext): ProductSummary {
  const currency = (row.currency ?? defaultCurrency(ctx.store, ctx.country)).toUpperCase();
  const promo = row.promotion_price ?? null;
  const price = row.price;
  return {
    num_iid: row.num_iid,
    store: ctx.store as StoreCode,
    country: ctx.country,
    title: row.title,
    pic: imageUrl(row.pic ?? row.pic_url ?? ''),
    price,
    promotion_price: promo,
    currency,
    price_usd: convertToUsd(promo ?? price, currency, ctx.rates),
    sales: Math.max(0, Math.trunc(row.sales ?? 0)),
    detail_url: row.detail_url ? imageUrl(row.detail_url) : '',
    demo: false,
  };
}

export function mapSearch(body: unknown, ctx: MapContext): { items: ProductSummary[]; total: number | null } {
  const a = familyASearch.safeParse(body);
  if (a.success)
    return { items: a.data.result.item.map((r) => toSummary(r, ctx)), total: a.data.result.total_results ?? null };
  const b = familyBSearch.safeParse(body);
  if (b.success && (b.data.error_code ?? '0000') === '0000')
    return { items: b.data.items.item.map((r) => toSummary(r, ctx)), total: b.data.items.total_results ?? null };
  return malformed();
}

/** props_list {"pid:vid": "Name:Value"} -> props grouped by pid. */
function mapProps(list: Record<string, string> | undefined): ProductProp[] {
  const byPid = new Map<string, ProductProp>();
  for (const [key, label] of Object.entries(list ?? {})) {
    const [pid, vid] = key.split(':');
    const sep = label.indexOf(':');
    if (!pid || !vid || sep < 0) continue;
    const prop = byPid.get(pid) ?? { pid, name: label.slice(0, sep), values: [] };
    prop.values.push({ vid, name: label.slice(sep + 1) });
    byPid.set(pid, prop);
  }
  return [...byPid.values()];
}

export function mapDetail(body: unknown, ctx: MapContext): Product | null {
  const a = familyADetail.safeParse(body);
  const b = a.success ? null : familyBDetail.safeParse(body);
  if (!a.success && !b?.success) return malformed();
  const row = a.success ? a.data.result.item : b?.data?.item;
  if (!row) return null;
  const summary = toSummary(row, ctx);
  const images = (row.images ?? row.item_imgs?.map((i) => i.url) ?? [summary.pic]).filter(Boolean).map(imageUrl);
  const skus: ProductSku[] = (row.skus?.sku ?? []).map((s) => ({
    sku_id: s.sku_id,
    properties: s.properties.replace(/;$/, ''),
    price: s.price,
    price_usd: convertToUsd(s.price, summary.currency, ctx.rates),
    quantity: Math.max(0, Math.trunc(s.quantity ?? 0)),
  }));
  return {
    ...summary,
    pic: images[0] ?? summary.pic,
    original_title: row.title,
    titles: {},
    images,
    description: row.description ?? row.desc ?? '',
    category: null,
    stock: row.num ?? (skus.length ? skus.reduce((n, s) => n + s.quantity, 0) : null),
    props: mapProps(row.props_list),
    skus,
    seller: sellerOf(row),
  };
}

/** Family B answers errors in-band: "0000" is success, anything else a refusal. */
export function familyBError(body: unknown): string | null {
  const parsed = z
    .object({ error_code: z.string(), reason: z.string().optional(), error: z.string().optional() })
    .safeParse(body);
  if (!parsed.success || parsed.data.error_code === '0000') return null;
  return parsed.data.reason ?? parsed.data.error ?? `error ${parsed.data.error_code}`;
}
