import type { ProductProp, ProductSku } from '@fardin/core/contract-catalogue';

/** Chosen value id per prop id. */
export type VariantChoice = Record<string, string>;

/** The SKU whose `properties` ("pid:vid;pid:vid") match every chosen value, if all are chosen. */
export function skuFor(props: ProductProp[], skus: ProductSku[], choice: VariantChoice): ProductSku | null {
  if (props.some((p) => !choice[p.pid])) return null;
  return (
    skus.find((sku) => props.every((p) => sku.properties.split(';').includes(`${p.pid}:${choice[p.pid]}`))) ?? null
  );
}

/** Whether a value still leads to some SKU in stock, given the other choices. */
function available(props: ProductProp[], skus: ProductSku[], choice: VariantChoice, pid: string, vid: string): boolean {
  const trial = { ...choice, [pid]: vid };
  return skus.some(
    (sku) =>
      sku.quantity > 0 &&
      props.every((p) => !trial[p.pid] || sku.properties.split(';').includes(`${p.pid}:${trial[p.pid]}`)),
  );
}

/** One row of chips per variant dimension (colour, size...). */
export function VariantPicker(props: {
  props: ProductProp[];
  skus: ProductSku[];
  choice: VariantChoice;
  onChange(choice: VariantChoice): void;
}) {
  return (
    <div className="space-y-3" data-testid="variant-picker">
      {props.props.map((prop) => (
        <fieldset key={prop.pid}>
          <legend className="mb-1 text-sm font-semibold">{prop.name}</legend>
          <div className="flex flex-wrap gap-2">
            {prop.values.map((value) => {
              const selected = props.choice[prop.pid] === value.vid;
              const inStock = available(props.props, props.skus, props.choice, prop.pid, value.vid);
              return (
                <button
                  key={value.vid}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => props.onChange({ ...props.choice, [prop.pid]: value.vid })}
                  className={`min-w-11 rounded-lg border px-3 py-1.5 text-sm ${selected ? 'border-primary bg-green-50 font-semibold text-primary' : 'border-gray-300 bg-white'} ${inStock ? '' : 'text-gray-400 line-through'}`}
                >
                  {value.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
