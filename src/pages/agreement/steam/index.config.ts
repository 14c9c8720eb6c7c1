export default definePageConfig({
  navigationBarTitleText: 'Steam相关协议'
})
