import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';

/**
 * Every page of SPEC section 2 under an optional locale segment: no prefix is Khmer, /en and /zh
 * the others. The locale layout answers 404 for any other prefix.
 */
const pages = [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('account', 'routes/account.tsx'),
  ...prefix('account', [
    route('change-password', 'routes/account.change-password.tsx'),
    route('my-address', 'routes/account.my-address.tsx'),
    route('my-delivery', 'routes/account.my-delivery.tsx'),
    route('my-favorite', 'routes/account.my-favorite.tsx'),
    route('my-order', 'routes/account.my-order.tsx'),
    route('my-order/:id', 'routes/account.my-order.detail.tsx'),
    route('my-profile', 'routes/account.my-profile.tsx'),
  ]),
  route('area', 'routes/area.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/category/:id?', 'routes/blog.category.tsx'),
  route('blog/detail/:id?', 'routes/blog.detail.tsx'),
  route('buynow', 'routes/buynow.tsx'),
  route('chat', 'routes/chat.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('download', 'routes/download.tsx', { id: 'download' }),
  route('download-bk', 'routes/download.tsx', { id: 'download-bk' }),
  route('express', 'routes/express.tsx'),
  route('forgot', 'routes/forgot.tsx'),
  route('login', 'routes/login.tsx'),
  route('my-cart', 'routes/my-cart.tsx'),
  route('price', 'routes/price.tsx'),
  route('price-list', 'routes/price-list.tsx', { id: 'price-list' }),
  route('price copy', 'routes/price-list.tsx', { id: 'price-copy' }),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('product/:marketplace/:id?', 'routes/product.tsx'),
  route('register', 'routes/register.tsx'),
  route('search/filter/:marketplace/:slug?', 'routes/search.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('tracking', 'routes/tracking.tsx'),
  route('verify', 'routes/verify.tsx'),
  route('*', 'routes/not-found.tsx'),
];

export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin._index.tsx'),
    route('orders', 'routes/admin.orders.tsx'),
    route('orders/:id', 'routes/admin.order.tsx'),
    route('payments', 'routes/admin.payments.tsx'),
    route('deliveries', 'routes/admin.deliveries.tsx'),
    route('users', 'routes/admin.users.tsx'),
    route('products', 'routes/admin.products.tsx'),
    route('products/:id', 'routes/admin.product.tsx'),
    route('reference', 'routes/admin.reference.tsx'),
    route('reference/categories/:id', 'routes/admin.sub-categories.tsx'),
    route('shipping', 'routes/admin.shipping.tsx'),
    route('blog', 'routes/admin.blog.tsx'),
    route('blog/posts/:id', 'routes/admin.blog-post.tsx'),
    route('blog/categories', 'routes/admin.blog-categories.tsx'),
    route('settings', 'routes/admin.settings.tsx'),
    route('audit', 'routes/admin.audit.tsx'),
  ]),
  route(':lang?', 'routes/locale-layout.tsx', pages),
] satisfies RouteConfig;
