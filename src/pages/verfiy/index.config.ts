export default definePageConfig({
  navigationBarTitleText: '饰品检视'
})
