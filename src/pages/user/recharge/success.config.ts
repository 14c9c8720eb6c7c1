export default definePageConfig({
  navigationBarTitleText: '充值结果'
})
