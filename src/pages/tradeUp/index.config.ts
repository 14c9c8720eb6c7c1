export default definePageConfig({
  navigationBarTitleText: '汰换合同'
})
