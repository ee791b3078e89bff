import { Suspense, createElement, lazy, useEffect, useMemo, type ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import CssBaseline from '@mui/material/CssBaseline'
import { AdminContext, CoreAdminUI, CustomRoutes, Navigate, Resource } from 'react-admin'
import { Route } from 'react-router'
import { createAuthProvider } from './auth/authProvider'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { RouterNavigation } from './auth/RouterNavigation'
import { SignInPage } from './auth/SignInPage'
import { createDataProvider } from './data/dataProvider'
import { DirectionProvider, useLocalizedThemes } from './direction'
import { useLoadedI18nProvider } from './i18n'
import { RequireSession } from './layout/RequireSession'
import { ErrorPage } from './pages/ErrorPage'
import { NotFoundPage } from './pages/NotFoundPage'
import type { ApiError } from './shell/api'
import { collectAccessRules } from './shell/access'
import type { FrontendModule, LazyComponent } from './shell/manifest'
import { lazyComponent, ShellProvider } from './shell/registry'
import { session } from './shell/session'
import { LoadingState } from './shell/ui/LoadingState'
import { ToastArea } from './shell/notify'
import { darkTheme, lightTheme } from './theme'
import { PRODUCT_NAME } from './layout/Brand'

const isClientError = (error: unknown) => {
  const status = (error as ApiError | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

/** 3 retries with backoff (not for 4xx answers), cache collected after 5 minutes (docs/api/web.md). */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: (failures, error) => failures < 3 && !isClientError(error) } },
  })
}

const Loading = () => <LoadingState fullScreen />
const page = (loader: LazyComponent) => createElement(lazyComponent(loader))
const optionalPage = (loader?: LazyComponent) => (loader ? lazyComponent(loader) : undefined)

function FullScreen({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RequireSession>
  )
}

const RedirectToDashboard = () => <Navigate to="/dashboard" replace />

// Signed-in chrome and pages load after the first page (the sign-in page needs neither).
const LazyShellLayout = lazy(() => import('./layout/ShellLayout').then((m) => ({ default: m.ShellLayout })))
const ShellLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LazyShellLayout>{children}</LazyShellLayout>
  </Suspense>
)
const DashboardPage = lazy(() => import('./pages/DashboardPage').then((m) => ({ default: m.DashboardPage })))

/** Builds react-admin's resources and routes only from the module manifests. */
export function App({ modules }: { modules: readonly FrontendModule[] }) {
  const queryClient = useMemo(() => createQueryClient(), [])
  const dataProvider = useMemo(() => createDataProvider(), [])
  const authProvider = useMemo(() => createAuthProvider(session, collectAccessRules(modules)), [modules])
  const i18nProvider = useLoadedI18nProvider(modules)
  const themes = useLocalizedThemes(darkTheme, lightTheme)

  useEffect(() => session.start(), [])
  // A new token is another identity (sign-in, impersonation): drop everything cached.
  useEffect(() => {
    let token = session.get().token
    return session.subscribe(() => {
      if (session.get().token === token) return
      token = session.get().token
      queryClient.clear()
    })
  }, [queryClient])

  const routes = modules.flatMap((module) => module.routes ?? [])
  const resources = modules.flatMap((module) => module.resources ?? [])
  // Nothing shows before the page language's texts are in (no English first, then a switch).
  if (!i18nProvider) return <Loading />

  return (
    <DirectionProvider>
      <ShellProvider modules={modules}>
        {/* <Admin> is AdminContext + AdminUI; composed here so that its default login page and
          layout stay out of the first page. */}
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          darkTheme={themes.dark}
          lightTheme={themes.light}
          defaultTheme="dark"
        >
          <CssBaseline enableColorScheme />
          <CoreAdminUI
            title={PRODUCT_NAME}
            layout={ShellLayout}
            catchAll={NotFoundPage}
            error={ErrorPage}
            accessDenied={RedirectToDashboard}
            loading={Loading}
            loginPage={false}
            disableTelemetry
          >
            <CustomRoutes noLayout>
              <Route path="/" element={<Navigate to="/signin" replace />} />
              <Route
                path="/signin"
                element={
                  <RouterNavigation>
                    <SignInPage />
                  </RouterNavigation>
                }
              />
              <Route
                path="/forgot-password"
                element={
                  <RouterNavigation>
                    <ForgotPasswordPage />
                  </RouterNavigation>
                }
              />
              {routes
                .filter((route) => route.layout === false)
                .map((route) => (
                  <Route key={route.path} path={route.path} element={<FullScreen>{page(route.element)}</FullScreen>} />
                ))}
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/dashboard" element={<DashboardPage />} />
              {routes
                .filter((route) => route.layout !== false)
                .map((route) => (
                  <Route key={route.path} path={route.path} element={page(route.element)} />
                ))}
            </CustomRoutes>
            {resources.map((resource) => (
              <Resource
                key={resource.name}
                name={resource.name}
                options={{ label: resource.label }}
                icon={resource.icon}
                recordRepresentation={resource.recordRepresentation}
                list={optionalPage(resource.list)}
                show={optionalPage(resource.show)}
                edit={optionalPage(resource.edit)}
                create={optionalPage(resource.create)}
              />
            ))}
          </CoreAdminUI>
          <ToastArea />
        </AdminContext>
      </ShellProvider>
    </DirectionProvider>
  )
}
