export default definePageConfig({
  navigationBarTitleText: '出售订单详情'
})
