/** A failure the /api layer turns into an HTTP status with a JSON `message`. */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 503,
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export const unauthorized = () =>
  new ServiceError(401, 'Please sign in to continue.', 'unauthorized')
export const forbidden = () =>
  new ServiceError(403, 'You can only access your own SalesPath data.', 'forbidden')
