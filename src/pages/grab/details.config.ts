export default definePageConfig({
  navigationBarTitleText: '抢购详情'
})
