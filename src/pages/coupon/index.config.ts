export default definePageConfig({
  navigationBarTitleText: '领券中心'
})
