import type { DocumentDeps } from '../deps.ts';

/**
 * Removes bytes no row names (any more): after a removal commits, or when an upload's row could not be written. A
 * failure here leaves an orphan file, never a row without its file; it is logged with the key for the operator.
 */
export async function removeBlob(deps: Pick<DocumentDeps, 'storage' | 'logger'>, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.error({ err: error, key }, 'document bytes could not be removed from storage');
  }
}
