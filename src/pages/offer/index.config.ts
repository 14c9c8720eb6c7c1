export default definePageConfig({
  navigationBarTitleText: '待处理报价'
})
