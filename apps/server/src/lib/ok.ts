/** The success envelope every JSON route answers with (the contracts' `successSchema`). */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
