export default definePageConfig({
  navigationBarTitleText: 'Steam设置'
})
