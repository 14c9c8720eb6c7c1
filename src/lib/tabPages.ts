/**
 * The tab bar's pages, in order (the shop first). Its own module so the mini-program's start-up code can read it
 * without the whole route list (see docs/decisions.md, 'Mini-program main package').
 */
export const TAB_PAGES = ['pages/market/home/index', 'pages/order/index', 'pages/user/index']
