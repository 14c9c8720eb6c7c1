export default definePageConfig({
  navigationBarTitleText: '红包订单'
})
