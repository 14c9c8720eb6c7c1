export default definePageConfig({
  navigationBarTitleText: 'CDK兑换'
})
