export default definePageConfig({
  navigationBarTitleText: '饰品市场'
})
