/** An expected failure with the status and human message the API answers with. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public extra: Record<string, unknown> = {}
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, message)
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message)
export const conflict = (message: string) => new ApiError(409, message)
