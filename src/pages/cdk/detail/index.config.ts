export default definePageConfig({
  navigationBarTitleText: 'CDK详情'
})
