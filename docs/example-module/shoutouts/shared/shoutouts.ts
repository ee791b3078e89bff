/** What the shoutouts module shares with every shell and with other modules: the wire types. */
export interface ShoutoutDto {
  id: number
  message: string
  /** Who sent it, as the audit trail names them. */
  sentBy: string
  createdAt: string
}

export interface SendShoutoutInput {
  message: string
}
