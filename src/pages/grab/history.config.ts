export default definePageConfig({
  navigationBarTitleText: '抢购记录'
})
