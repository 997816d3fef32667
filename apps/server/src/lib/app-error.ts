import { type ApiErrorIssue, type ErrorCode, errorCodes } from '@traspasa/shared/errors';

/** The one error type services throw (STYLE.md). `userMessage` is Spanish and reaches the user as is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly userMessage: string,
    readonly headers: Record<string, string> = {},
    readonly issues?: ApiErrorIssue[],
  ) {
    super(userMessage);
    this.name = 'AppError';
  }

  static badRequest(message: string) {
    return new AppError(errorCodes.badRequest, 400, message);
  }
  static unauthorized(message = 'Necesitas iniciar sesión para continuar.') {
    return new AppError(errorCodes.unauthorized, 401, message);
  }
  static forbidden(message = 'No tienes permiso para realizar esta acción.') {
    return new AppError(errorCodes.forbidden, 403, message);
  }
  static notFound(message = 'No encontramos lo que buscas.') {
    return new AppError(errorCodes.notFound, 404, message);
  }
  /** It existed and is no longer offered (an expired listing): 410. */
  static gone(message: string) {
    return new AppError(errorCodes.gone, 410, message);
  }
  static conflict(message: string, issues?: ApiErrorIssue[]) {
    return new AppError(errorCodes.conflict, 409, message, {}, issues);
  }
  /** Something that must be paid for first (a paid listing tier without a credit). */
  static paymentRequired(message: string) {
    return new AppError(errorCodes.paymentRequired, 402, message);
  }
  static invalidField(path: string, message: string) {
    return new AppError(errorCodes.validation, 400, message, {}, [{ path, message }]);
  }
  /** A dependency (mail, storage) failed: the user may retry in a moment; nothing was lost. */
  static unavailable(message: string, retryAfterSeconds = 60) {
    return new AppError(errorCodes.unavailable, 503, message, { 'retry-after': String(retryAfterSeconds) });
  }
  static tooManyRequests(retryAfterSeconds: number, message: string) {
    return new AppError(errorCodes.tooManyRequests, 429, message, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
