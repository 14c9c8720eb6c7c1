// Loading Taro first avoids a circular import between the router and taro-h5 (TOOLCHAIN.md).
import '@tarojs/taro'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'

// Taro's page hooks (useDidShow, useLoad, …) read React from the app that createReactApp
// registers; @tarojs/test-utils-react mounts pages without one, so register a bare app.
createReactApp(({ children }: React.PropsWithChildren) => children as React.ReactElement, React, ReactDOM, {})

// Unit tests run as if a page were on screen (feedback waits for one: lib/platform/firstPage).
import { Current } from '@tarojs/runtime'
Current.page = { path: '/pages/market/home/index' } as typeof Current.page
