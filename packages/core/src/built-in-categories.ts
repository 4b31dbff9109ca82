import type { LocalizedText } from './i18n-text';

/** A built-in top-level category: its catalogue slug, title, search text and sub-categories. */
export interface BuiltInCategory {
  slug: string;
  title: LocalizedText;
  search: string;
  sub: { slug: string; title: LocalizedText; keywords: string[] }[];
}

const t = (en: string, kh: string, zh: string): LocalizedText => ({ en, kh, zh });

/** SPEC section 3: the 8 built-in top-level categories. */
export const BUILT_IN_CATEGORIES: readonly BuiltInCategory[] = [
  {
    slug: 'women',
    search: "women's clothing",
    title: t("Women's clothing", 'សម្លៀកបំពាក់នារី', '女装'),
    sub: [
      { slug: 'dress', title: t('Dresses', 'រ៉ូប', '连衣裙'), keywords: ['dress', 'maxi dress', 'party dress'] },
      { slug: 'tops', title: t('Tops & blouses', 'អាវនារី', '上衣'), keywords: ['blouse', 't-shirt', 'shirt'] },
      { slug: 'skirt', title: t('Skirts & pants', 'សំពត់ និងខោ', '裙子裤子'), keywords: ['skirt', 'jeans', 'leggings'] },
    ],
  },
  {
    slug: 'shoes-bags',
    search: 'shoes & bags',
    title: t('Shoes & bags', 'ស្បែកជើង និងកាបូប', '鞋包'),
    sub: [
      { slug: 'sneakers', title: t('Sneakers', 'ស្បែកជើងប៉ាតា', '运动鞋'), keywords: ['sneakers', 'running shoes'] },
      { slug: 'sandals', title: t('Sandals', 'ស្បែកជើងផ្ទាត់', '凉鞋'), keywords: ['sandals', 'slippers'] },
      { slug: 'handbags', title: t('Handbags', 'កាបូបដៃ', '手提包'), keywords: ['handbag', 'backpack', 'wallet'] },
    ],
  },
  {
    slug: 'men',
    search: "men's clothing",
    title: t("Men's clothing", 'សម្លៀកបំពាក់បុរស', '男装'),
    sub: [
      { slug: 'shirts', title: t('Shirts', 'អាវបុរស', '衬衫'), keywords: ['shirt', 'polo', 't-shirt'] },
      { slug: 'pants', title: t('Pants & jeans', 'ខោបុរស', '裤子'), keywords: ['jeans', 'shorts', 'trousers'] },
      { slug: 'jackets', title: t('Jackets', 'អាវក្រៅ', '夹克'), keywords: ['jacket', 'hoodie'] },
    ],
  },
  {
    slug: 'electric',
    search: 'electric',
    title: t('Electronics', 'គ្រឿងអេឡិចត្រូនិក', '电子产品'),
    sub: [
      {
        slug: 'phones',
        title: t('Phones & accessories', 'ទូរស័ព្ទ និងគ្រឿងបន្លាស់', '手机配件'),
        keywords: ['phone case', 'charger', 'earphones'],
      },
      { slug: 'computers', title: t('Computers', 'កុំព្យូទ័រ', '电脑'), keywords: ['keyboard', 'mouse', 'laptop stand'] },
      {
        slug: 'appliances',
        title: t('Small appliances', 'ឧបករណ៍អគ្គិសនី', '小家电'),
        keywords: ['fan', 'rice cooker', 'kettle'],
      },
    ],
  },
  {
    slug: 'automotive',
    search: 'Automotive',
    title: t('Automotive', 'គ្រឿងបន្លាស់យានយន្ត', '汽车用品'),
    sub: [
      {
        slug: 'car-accessories',
        title: t('Car accessories', 'គ្រឿងតុបតែងឡាន', '汽车配件'),
        keywords: ['car holder', 'seat cover'],
      },
      {
        slug: 'motorbike',
        title: t('Motorbike parts', 'គ្រឿងម៉ូតូ', '摩托车配件'),
        keywords: ['helmet', 'motorbike mirror'],
      },
    ],
  },
  {
    slug: 'kids',
    search: 'Toys/Kids/Baby',
    title: t('Toys, kids & baby', 'ប្រដាប់ក្មេងលេង កុមារ និងទារក', '玩具/儿童/婴儿'),
    sub: [
      { slug: 'toys', title: t('Toys', 'ប្រដាប់ក្មេងលេង', '玩具'), keywords: ['toy car', 'doll', 'building blocks'] },
      { slug: 'baby', title: t('Baby care', 'ថែទាំទារក', '婴儿用品'), keywords: ['baby bottle', 'diaper bag'] },
    ],
  },
  {
    slug: 'sports',
    search: 'Sports/Outdoor',
    title: t('Sports & outdoor', 'កីឡា និងក្រៅផ្ទះ', '运动/户外'),
    sub: [
      { slug: 'fitness', title: t('Fitness', 'ហាត់ប្រាណ', '健身'), keywords: ['yoga mat', 'dumbbell'] },
      { slug: 'camping', title: t('Camping', 'បោះជំរុំ', '露营'), keywords: ['tent', 'sleeping bag'] },
    ],
  },
  {
    slug: 'home',
    search: 'Home/Garden/Pet',
    title: t('Home, garden & pet', 'ផ្ទះ សួនច្បារ និងសត្វចិញ្ចឹម', '家居/园艺/宠物'),
    sub: [
      { slug: 'kitchen', title: t('Kitchen', 'ផ្ទះបាយ', '厨房'), keywords: ['pan', 'knife set', 'storage box'] },
      { slug: 'garden', title: t('Garden', 'សួនច្បារ', '园艺'), keywords: ['plant pot', 'garden hose'] },
      { slug: 'pet', title: t('Pet supplies', 'សម្ភារៈសត្វចិញ្ចឹម', '宠物用品'), keywords: ['cat toy', 'dog bed'] },
    ],
  },
];
