import type { ApiErrorBody, ErrorCode } from '@fis/shared/error-codes';

/** A failure the caller can act on. The error handler maps it to status and body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      field?: string;
      retryAfter?: number;
      params?: Record<string, string | number>;
      rules?: ApiErrorBody['rules'];
    } = {},
  ) {
    super(code);
  }
}
