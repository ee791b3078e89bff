import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { session } from '../shell/session'
import { loadEnglish } from './i18n'

loadEnglish()

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  session.reload()
  loadEnglish()
})
