export default definePageConfig({
  navigationBarTitleText: '红包规则'
})
