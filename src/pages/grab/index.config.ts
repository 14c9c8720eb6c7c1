export default definePageConfig({
  navigationBarTitleText: '限时抢'
})
