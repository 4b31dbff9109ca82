import { useRef } from 'react';
import { Form, useSearchParams } from 'react-router';
import type { AdminProduct, FardinProductInputBody } from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Card, inputClass, Notice, Submit } from './ui';
import { Field } from '../../components/ui/form-field';
import { UPLOAD_IMAGE_TYPES, useImageUpload } from './upload-images';

export const VARIANT_ROWS = 5;

type Values = Pick<
  AdminProduct,
  'title_kh' | 'title_en' | 'title_zh' | 'description' | 'price' | 'stock' | 'images' | 'variants' | 'active'
> & { category: string };

function valuesOf(product: AdminProduct | null, sent: FardinProductInputBody | undefined): Values {
  if (sent) {
    return {
      title_kh: sent.title_kh ?? '',
      title_en: sent.title_en ?? '',
      title_zh: sent.title_zh ?? '',
      category: sent.category ?? '',
      description: sent.description ?? '',
      price: Number(sent.price ?? 0),
      stock: Number(sent.stock ?? 0),
      images: sent.images ?? [],
      active: sent.active ?? true,
      variants: (sent.variants ?? []).map((v) => ({ name: v.name, price: Number(v.price), stock: Number(v.stock) })),
    };
  }
  if (product) return { ...product, category: product.category ?? '' };
  return {
    title_kh: '',
    title_en: '',
    title_zh: '',
    category: '',
    description: '',
    price: 0,
    stock: 0,
    images: [],
    variants: [],
    active: true,
  };
}

export function ProductForm({
  product,
  result,
}: {
  product: AdminProduct | null;
  result?: { ok: boolean; message: string; values?: FardinProductInputBody } | undefined;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const v = valuesOf(product, result?.values);
  const notice = result ?? (params.get('saved') ? { ok: true, message: '' } : undefined);
  const images = useRef<HTMLTextAreaElement>(null);
  const { uploading, error: uploadError, upload } = useImageUpload(images);
  return (
    <AdminPage title={t(product ? 'admin.editProduct' : 'admin.newProduct')}>
      <Notice result={notice} />
      <Form method="post" className="space-y-3">
        <Card className="grid gap-3 md:grid-cols-3">
          <Field look="compact" label={t('admin.titleKh')}>
            <input name="title_kh" lang="km" defaultValue={v.title_kh} className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.titleEn')}>
            <input name="title_en" lang="en" defaultValue={v.title_en} className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.titleZh')}>
            <input name="title_zh" lang="zh" defaultValue={v.title_zh} className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.category')}>
            <input name="category" defaultValue={v.category} className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.price')}>
            <input name="price" type="number" min="0" step="0.01" defaultValue={v.price} className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.stock')}>
            <input name="stock" type="number" min="0" step="1" defaultValue={v.stock} className={inputClass} />
          </Field>
          <div className="md:col-span-3">
            <Field look="compact" label={t('admin.description')}>
              <textarea name="description" rows={3} defaultValue={v.description} className={inputClass} />
            </Field>
          </div>
          <div className="md:col-span-3">
            <Field look="compact" label={t('admin.images')}>
              <textarea ref={images} name="images" rows={2} defaultValue={v.images.join('\n')} className={inputClass} />
            </Field>
          </div>
          <div className="md:col-span-3">
            <Field look="compact" label={t('admin.uploadImages')}>
              <input
                type="file"
                accept={UPLOAD_IMAGE_TYPES}
                multiple
                disabled={uploading}
                onChange={(e) => void upload(e.currentTarget.files)}
                className="text-xs"
                data-testid="product-image-upload"
              />
            </Field>
            {uploadError && (
              <p role="alert" className="text-xs text-error">
                {uploadError}
              </p>
            )}
          </div>
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold">{t('admin.variants')}</h2>
          <div className="space-y-2">
            {Array.from({ length: VARIANT_ROWS }, (_, i) => {
              const variant = v.variants[i];
              return (
                <div key={i} className="grid grid-cols-3 gap-2">
                  <Field look="compact" label={t('admin.variantName')}>
                    <input name={`variant_name_${i}`} defaultValue={variant?.name ?? ''} className={inputClass} />
                  </Field>
                  <Field look="compact" label={t('admin.price')}>
                    <input
                      name={`variant_price_${i}`}
                      type="number"
                      min="0"
                      step="0.01"
                      defaultValue={variant?.price ?? ''}
                      className={inputClass}
                    />
                  </Field>
                  <Field look="compact" label={t('admin.stock')}>
                    <input
                      name={`variant_stock_${i}`}
                      type="number"
                      min="0"
                      step="1"
                      defaultValue={variant?.stock ?? ''}
                      className={inputClass}
                    />
                  </Field>
                </div>
              );
            })}
          </div>
        </Card>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={v.active} /> {t('admin.visible')}
        </label>
        <Submit label={t('admin.save')} />
      </Form>
    </AdminPage>
  );
}
