export default definePageConfig({
  navigationBarTitleText: '平台兑换'
})
