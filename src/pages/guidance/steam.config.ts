export default definePageConfig({
  navigationBarTitleText: 'Steam交易设置指引'
})
