import { packageLayout } from './routeLayout'

const { pages, subPackages } = packageLayout()

export default defineAppConfig({
  pages,
  subPackages,
  // fetch the screens a user most likely opens next from each tab (weapp)
  preloadRule: {
    'pages/market/home/index': { network: 'all', packages: ['pages/market/search', 'pages/item'] },
    'pages/order/index': { network: 'all', packages: ['pages/order/detail'] },
    'pages/user/index': { network: 'all', packages: ['pages/user/balance', 'pages/user/recharge', 'pages/user/setting'] }
  },
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'C5饰品交易',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8'
  },
  tabBar: {
    color: '#AFB0B2',
    selectedColor: '#333333',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/market/home/index', text: '商城', iconPath: 'assets/tab/shop.png', selectedIconPath: 'assets/tab/shop-active.png' },
      { pagePath: 'pages/order/index', text: '订单', iconPath: 'assets/tab/order.png', selectedIconPath: 'assets/tab/order-active.png' },
      { pagePath: 'pages/user/index', text: '我的', iconPath: 'assets/tab/mine.png', selectedIconPath: 'assets/tab/mine-active.png' }
    ]
  }
})
