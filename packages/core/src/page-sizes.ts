/** Page sizes of the paged lists the server and the web share (SPEC section 9). */
export const BLOG_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const CATEGORY_ROW_PAGE_SIZE = 6;
