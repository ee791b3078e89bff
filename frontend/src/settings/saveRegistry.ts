import { createContext, createElement, useContext, useEffect, useRef, type ReactNode } from 'react'

/** Runs when Save Changes is pressed; throw to report a failure (message shown in the toast). */
export type SettingsSaveHandler = () => Promise<void>

type Register = (handler: { current: SettingsSaveHandler }) => () => void

const SaveContext = createContext<Register | null>(null)

/** The Settings page collects the save handlers of its sections (core and module ones). */
export function SettingsSaveProvider({ register, children }: { register: Register; children: ReactNode }) {
  return createElement(SaveContext.Provider, { value: register }, children)
}

/**
 * Joins a Settings section to the page's Save Changes button: `useSettingsSave(async () => {...})`.
 * The latest handler is used; outside the Settings page it does nothing.
 */
export function useSettingsSave(handler: SettingsSaveHandler) {
  const register = useContext(SaveContext)
  const latest = useRef(handler)
  // eslint-disable-next-line react-hooks/refs -- the latest-handler ref: written each render, read only on Save
  latest.current = handler
  useEffect(() => register?.(latest), [register])
}
