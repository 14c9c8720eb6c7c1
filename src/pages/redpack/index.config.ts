export default definePageConfig({
  navigationBarTitleText: '领取红包'
})
