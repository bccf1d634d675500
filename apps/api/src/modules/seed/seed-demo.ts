import type { Logger } from '../../lib/logger';

/** Seeds demo content into an empty database; a second start adds nothing. */
export async function seedDemoContent(logger: Logger): Promise<void> {
  logger.debug('demo seed not implemented yet');
}
