/**
 * What services log through: the app's pino logger (Fastify's), seen without the HTTP layer.
 * Objects first, as pino takes them.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
