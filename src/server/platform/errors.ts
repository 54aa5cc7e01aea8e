import { messages } from '@/contracts/messages';

/** A failure a person or an API client is meant to see: its status and message go out as they are (D22). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string = messages.notSignedIn) {
    super(401, message);
  }
}
export class PaymentRequired extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string = messages.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, field?: string) {
    super(409, message, field);
  }
}
export class TooManyRequests extends AppError {
  constructor(message: string = messages.tooManyRequests) {
    super(429, message);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
