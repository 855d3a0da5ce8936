// Seeding: idempotent writes of the site's starter data. Running it twice changes nothing.
import type { DbHandle } from '../db/client.ts'
import type { Logger } from '../server/logger.ts'
import { seedForum } from './forum.ts'

export async function seedDatabase(handle: DbHandle, logger: Logger): Promise<void> {
  // -- forum
  const forum = await seedForum(handle.db)
  logger.info({ posts: forum.posts }, 'seed: forum')
}
