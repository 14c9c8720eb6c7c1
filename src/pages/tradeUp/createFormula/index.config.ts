export default definePageConfig({
  navigationBarTitleText: '创建配方'
})
