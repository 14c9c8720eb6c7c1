export default definePageConfig({
  navigationBarTitleText: '饰品详情'
})
