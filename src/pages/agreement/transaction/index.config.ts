export default definePageConfig({
  navigationBarTitleText: '交易规则'
})
