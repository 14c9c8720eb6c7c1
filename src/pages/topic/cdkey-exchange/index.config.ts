export default definePageConfig({
  navigationBarTitleText: 'CDKey兑换'
})
