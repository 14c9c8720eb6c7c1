export default definePageConfig({
  navigationBarTitleText: '检视记录'
})
