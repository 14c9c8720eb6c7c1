export default definePageConfig({
  navigationBarTitleText: '圣诞活动'
})
