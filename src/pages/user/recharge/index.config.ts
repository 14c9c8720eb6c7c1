export default definePageConfig({
  navigationBarTitleText: '余额充值'
})
