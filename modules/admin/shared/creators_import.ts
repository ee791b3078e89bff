/** The operator's creators import (POST /api/admin/creators/import), shared by backend and CLI. */

export const CREATORS_IMPORT_FORMATS = ['csv', 'json'] as const
export type CreatorsImportFormat = (typeof CREATORS_IMPORT_FORMATS)[number]

export const CREATORS_IMPORT_LIMITS = {
  /** Characters of the file (the JSON body carrying it stays under the body parser's 256 kB). */
  contentLength: 240_000,
  creators: 500,
  moderatorsPerCreator: 50,
} as const

/** The CSV file's columns, in the order the docs show them. */
export const CREATORS_IMPORT_CSV_COLUMNS = ['name', 'email', 'tiktokUsername', 'moderators'] as const

/** An invalid row: its line in the file, the field at fault when one is, and why. */
export interface ImportProblemDto {
  line: number
  field?: string
  message: string
}

export interface ImportedModeratorDto {
  tiktokUsername: string
  /** The sign-in name: the one given, else made from the TikTok username when created. */
  username: string | null
  name: string
  permissions: string[]
}

/** A creator the import creates (ids once created; none in a dry run). */
export interface ImportedCreatorDto {
  line: number
  id: number | null
  name: string
  email: string
  tiktokUsername: string
  moderators: (ImportedModeratorDto & { id: number | null })[]
}

/** A generated password, handed out once: creators sign in with their email, moderators with their username. */
export interface ImportCredentialDto {
  role: 'CREATOR' | 'MODERATOR'
  /** The creator the account belongs to (its own email for a creator). */
  creatorEmail: string
  login: string
  password: string
}

export interface CreatorsImportResultDto {
  dryRun: boolean
  /** True when every row is valid (an apply then created them all). */
  valid: boolean
  creators: ImportedCreatorDto[]
  errors: ImportProblemDto[]
  /** Only after an apply: every account's generated password. */
  credentials: ImportCredentialDto[]
}

/** POST /api/admin/creators/import: 200 for a dry run, 201 once applied. */
export interface CreatorsImportResponse {
  success: true
  data: CreatorsImportResultDto
}
