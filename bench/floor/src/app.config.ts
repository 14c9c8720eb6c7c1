// One page and the shop's tab bar look: the least a Taro app with a tab bar ships.
export default defineAppConfig({
  pages: ['pages/index/index', 'pages/other/index'],
  window: { navigationBarTitleText: 'floor' },
  tabBar: {
    color: '#AFB0B2',
    selectedColor: '#333333',
    list: [
      { pagePath: 'pages/index/index', text: '商城', iconPath: 'assets/shop.png', selectedIconPath: 'assets/shop.png' },
      { pagePath: 'pages/other/index', text: '我的', iconPath: 'assets/shop.png', selectedIconPath: 'assets/shop.png' }
    ]
  }
})
