/** A line of the admin's system health, as the kernel and every module report it. */
export type HealthStatus = 'healthy' | 'warning' | 'error'

export interface ServiceHealthDto {
  id: string
  name: string
  status: HealthStatus
  /** One line for the panel: '3 live, 1 connecting', 'Answered in 2 ms'. */
  detail: string
}
