import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  actorId: number | null;
  orgId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: event.actorId,
    orgId: event.orgId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    details: event.details ?? {},
  });
}
