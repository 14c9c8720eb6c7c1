export default definePageConfig({
  navigationBarTitleText: '绑定Steam'
})
