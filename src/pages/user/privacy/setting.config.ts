export default definePageConfig({
  navigationBarTitleText: '隐私设置'
})
