/** The order page's tables — events, lead events, comments and chat tickets — show 10 rows a page (ORDER-47, ORDER-51, OCONST-15). */
export const ORDER_TABLE_PAGE_SIZE = 10;
