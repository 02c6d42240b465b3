import type { Executor } from '../db/database.js';
import { auditLog } from '../db/schema.js';
import type { Clock } from './clock.js';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Who did what to which record, when. Written in the caller's transaction. */
export async function writeAudit(tx: Executor, clock: Clock, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, createdAt: clock.now() });
}
