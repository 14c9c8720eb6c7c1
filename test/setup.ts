// Loading Taro first avoids a circular import between the router and taro-h5 (TOOLCHAIN.md).
import '@tarojs/taro'
