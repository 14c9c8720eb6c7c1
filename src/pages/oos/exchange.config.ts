export default definePageConfig({
  navigationBarTitleText: '饰品兑换'
})
