export default definePageConfig({
  navigationBarTitleText: '执行合同'
})
