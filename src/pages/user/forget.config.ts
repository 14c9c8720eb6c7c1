export default definePageConfig({
  navigationBarTitleText: '找回密码'
})
