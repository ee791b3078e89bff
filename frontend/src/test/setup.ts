import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { session } from '../shell/session'

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  session.reload()
})
