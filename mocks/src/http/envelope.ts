/** The platform answers every `/wps/*` call as `{ success, message, value }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  value: T;
}

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, message, value };
}

export function fail(message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, message, value };
}
