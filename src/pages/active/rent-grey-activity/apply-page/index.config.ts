export default definePageConfig({
  navigationBarTitleText: '租赁活动报名'
})
