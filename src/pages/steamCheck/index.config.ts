export default definePageConfig({
  navigationBarTitleText: 'Steam账号检测'
})
