export default definePageConfig({
  navigationBarTitleText: '奖励规则'
})
