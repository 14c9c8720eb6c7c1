export default definePageConfig({
  navigationBarTitleText: '兑换详情'
})
