export default definePageConfig({
  navigationBarTitleText: '我的库存'
})
