import type { Message } from '@/contracts/catalogue';
import { platformMessages } from '@/contracts/messages/platform';

/**
 * A failure a person or an API client is meant to see: its status and catalogued message go out as
 * `{ message, code }` (decision 004).
 */
export class AppError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    message: Message,
    readonly field?: string,
  ) {
    super(message.text);
    this.code = message.code;
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: Message, field?: string) {
    super(400, message, field);
  }
}
export class Unauthorized extends AppError {
  constructor(message: Message = platformMessages.notSignedIn) {
    super(401, message);
  }
}
export class PaymentRequired extends AppError {
  constructor(message: Message) {
    super(402, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: Message = platformMessages.forbidden) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: Message = platformMessages.notFound) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: Message, field?: string) {
    super(409, message, field);
  }
}
export class TooManyRequests extends AppError {
  constructor(message: Message = platformMessages.tooManyRequests) {
    super(429, message);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: Message) {
    super(503, message);
  }
}
