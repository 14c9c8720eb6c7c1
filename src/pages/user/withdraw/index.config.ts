export default definePageConfig({
  navigationBarTitleText: '提现'
})
