/**
 * What the server hands the web app's loaders and actions (DESIGN.md section 1): an in-process
 * client of the public `/api`, already carrying the shopper's token, and the CSP nonce for inline
 * scripts. The web app never reaches the database any other way.
 */
interface ApiClient {
  (path: string, init?: RequestInit): Promise<Response>;
}

export interface WebLoadContext {
  api: ApiClient;
  nonce: string;
  /** Token from the auth cookie, when the shopper is logged in. */
  token: string | null;
  /** The vendor code the API's login, register and verify expect (server config VENDOR_CODE). */
  vendorCode: string;
  /**
   * The shop's canonical origin (server config PUBLIC_URL): every absolute URL a page writes
   * (canonical, og:url, JSON-LD, share link, sitemap, robots) starts with it, never with the
   * request's Host (issue 24 item 4).
   */
  publicUrl: string;
}
